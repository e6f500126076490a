/**
 * The portal's live stream (DESIGN.md "Pushed answers"): while a member is logged in, the tab follows the platform's
 * stream and hands each event to the core's `receiveLive`, which turns it into the very answer event polling makes.
 * The stream is opened by the composition root's `open` (ui/main.tsx binds adapters/browser/live.ts, a chunk loaded
 * on the first login, so the first view carries none of it). A platform without the stream (the real one) ends the
 * following as "absent": the portal keeps to its polls and refreshes, and tells the player nothing.
 *
 * One stream per tab at a time: opened when the session becomes logged in, stopped when it ends. A following that
 * ended by itself (absent, refused) is not opened again until the next login.
 *
 * While a connection of the stream is open (`streamOpen`), the timers that poll what it pushes (the jackpot; the
 * winner board, which only a slot round changes, as it moves the jackpot) skip their calls; they call again as soon
 * as it breaks, is refused, or the platform has none.
 */
import type { PlatformError } from "../../core/events/Failures.ts"
import type { State } from "../../core/state/State.ts"
import { attempt, onEvent, state } from "./runtime.ts"

/** How a following ended (adapters/http/liveStream.ts `Ended`). */
export type LiveEnded = "absent" | "refused" | "stopped"

/** What the composition root opens: the stream of the page's session, its events handed to the two callbacks. */
export type OpenLive = (handlers: {
  readonly onData: (data: string) => Promise<void>
  readonly onFailure: (error: PlatformError) => Promise<void>
  readonly onOpen: (open: boolean) => void
}) => Promise<{ readonly stop: () => void; readonly done: Promise<LiveEnded> }>

let open = false

/** True while a connection of the live stream is open: the polls of what it pushes may skip their calls. */
export const streamOpen = (): boolean => open

/** The stream's workflow, loaded with the stream, not in the first view. */
const liveWorkflow = () => import("../../core/workflows/followLive.ts")

/** A pushed event, taken by the core. */
const onData = async (data: string): Promise<void> => {
  const Live = await liveWorkflow()
  await attempt(Live.receiveLive(data))
}

/** A refusal of the stream: the failure event any call's refusal is (401 ends the session). */
const onFailure = async (error: PlatformError): Promise<void> => {
  const Live = await liveWorkflow()
  await attempt(Live.refusedLive(error))
}

/** Follows the stream while the session is logged in; returns the function that stops following for good. */
export const followWhileLoggedIn = (openLive: OpenLive): (() => void) => {
  let current: ReturnType<OpenLive> | undefined
  /** The following of this login ended by itself: wait for the next login. */
  let endedThisLogin = false
  const stopCurrent = () => {
    const stopping = current
    current = undefined
    open = false
    stopping?.then((f) => f.stop()).catch(() => undefined)
  }

  const sync = (s: State) => {
    if (!s.session.loggedIn) {
      endedThisLogin = false
      stopCurrent()
      return
    }
    if (current !== undefined || endedThisLogin) return
    const onOpen = (now: boolean) => {
      if (current === opened) open = now
    }
    const opened = openLive({ onData, onFailure, onOpen })
    current = opened
    void opened
      .then((f) => f.done)
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        // Stopped by `sync` on logout: `current` was cleared then. Otherwise it ended by itself.
        if (current === opened) {
          current = undefined
          endedThisLogin = true
          open = false
        }
      })
  }

  const unsubscribe = onEvent((_event, s) => sync(s))
  sync(state())
  return () => {
    unsubscribe()
    stopCurrent()
  }
}

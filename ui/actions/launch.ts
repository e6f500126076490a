/**
 * Launching (spec section 4 "Game launch"), from the header, the side menu, the mini game widget and the lobbies:
 * core's `launchGame` decides and carries it out (login popup, real-account warning, a page, the popup list, or the
 * game's address). A chunk of its own, loaded on the first launch (games.ts `launch`), so it does not weigh on the
 * first view (the first view's byte budget); every workflow is imported lazily.
 *
 * Around core's launch the action does what only a browser can: a game that shows on the /game page (or GPI's
 * /seamless route) goes there as soon as the decision is recorded, so the loader shows on the page the game will fill;
 * TCG_SEA's own window is opened blank on the click itself (a window opened later would be blocked) and sent to the
 * address once it arrives, or closed when the launch fails; a vendor page (FISH, PVP, RNG) opens on the vendor's tab.
 */
import type { Event } from "../../core/events/Event.ts"
import type { LaunchDecision, LaunchTarget } from "../../core/model/LaunchDecision.ts"
import { dispatch, onEvent, run, state } from "../app/runtime.ts"
import { platformLanguage } from "./games.ts"

let lastTarget: LaunchTarget | undefined

/** The tab of a vendor page (spec section 2: "selecting a tab goes to /rng?page={tab}"). */
const vendorPage = (path: string, vendor: string): string => `${path}?page=${encodeURIComponent(vendor)}`

/** A blank window of its own for TCG_SEA, opened while the click still counts as the person's gesture. */
const openBlank = (): Window | undefined => {
  const w = window.open("about:blank", "_blank")
  if (w === null) return undefined
  w.opener = null
  return w
}

/** Launches what the person picked; hands back when the launch has been carried out. */
export const launch = async (target: LaunchTarget): Promise<void> => {
  lastTarget = target
  const [{ launchGame }, { launchDecision }] = await Promise.all([
    import("../../core/workflows/launchGame.ts"),
    import("../../core/workflows/launchDecision.ts"),
  ])
  const expected = launchDecision(state(), target)
  const own = expected._tag === "StartGame" && expected.display === "window" ? openBlank() : undefined
  // The page the game will show on opens with the loader once the decision is recorded (spec section 4: "Launch
  // shows a loader, then goes to /game with the returned address").
  const stop = onEvent((event: Event, s) => {
    const status = s.launch.status
    if (
      event._tag === "LaunchDecided" &&
      status._tag === "Loading" &&
      status.display !== "window" &&
      status.display !== "lottery"
    ) {
      const path = status.path
      queueMicrotask(() => dispatch({ _tag: "NavigationRequested", path }))
    }
  })
  let decision: LaunchDecision | undefined
  try {
    decision = await run(launchGame(target, { language: platformLanguage(), backUrl: window.location.origin }))
  } finally {
    stop()
  }
  const after = state().launch.status
  if (expected._tag === "StartGame" && expected.display === "window") {
    if (after._tag === "OwnWindow") {
      if (own !== undefined) own.location.href = after.url
      else window.open(after.url, "_blank", "noopener")
    } else own?.close()
  }
  if (decision?._tag === "OpenPage" && decision.vendor !== undefined && decision.path !== "/Vnlottery") {
    dispatch({ _tag: "NavigationRequested", path: vendorPage(decision.path, decision.vendor) })
  }
}

/** Launches the last pick again (the /game page's "try again"); false when there was none. */
export const relaunch = async (): Promise<boolean> => {
  if (lastTarget === undefined) return false
  await launch(lastTarget)
  return true
}

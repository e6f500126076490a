import { describe, expect, it } from "vitest"
import { memberRuntime, memberState } from "../../core/workflows/memberTestKit.ts"
import { followWhileLoggedIn, type LiveEnded, type OpenLive, streamOpen } from "./live.ts"
import { runnerOf } from "./runner.ts"
import { install } from "./runtime.ts"

/** An `open` that records each following and lets the test end it. */
const opener = () => {
  const followings: Array<{
    handlers: Parameters<OpenLive>[0]
    stopped: boolean
    end: (how: LiveEnded) => void
  }> = []
  const open: OpenLive = async (handlers) => {
    let end: (how: LiveEnded) => void = () => undefined
    const done = new Promise<LiveEnded>((r) => {
      end = r
    })
    const f = { handlers, stopped: false, end }
    followings.push(f)
    return {
      stop: () => {
        f.stopped = true
        end("stopped")
      },
      done,
    }
  }
  return { open, followings }
}

const settle = () => new Promise((r) => setTimeout(r, 0))

/** A runtime of a member (or, `loggedIn: false`, a visitor) installed, followed through a recording `open`. */
const following = (loggedIn = true) => {
  const rt = memberRuntime(memberState(loggedIn ? {} : { loggedIn: false }))
  install({ store: rt.store, run: runnerOf(rt.layer) })
  const { open, followings } = opener()
  const stop = followWhileLoggedIn(open)
  return { rt, followings, stop }
}

describe("followWhileLoggedIn", () => {
  it("follows while logged in, a pushed balance becoming the header's sum, and stops at logout", async () => {
    const { rt, followings, stop } = following()
    expect(followings).toHaveLength(1)
    // The balance answer as the wire carries it (wire notes: amounts as decimal text).
    await followings[0]!.handlers.onData(JSON.stringify({ call: "balance", value: { sumBalance: "12.34" } }))
    expect(rt.store.state().wallet).toMatchObject({ loaded: true, sum: 1234 })
    expect(rt.called()).toEqual([])
    rt.store.dispatch({ _tag: "LoggedOut" } as never)
    await settle()
    expect(followings[0]!.stopped).toBe(true)
    expect(followings).toHaveLength(1)
    stop()
  })

  it("says the stream is open only while a connection is, so the polls of what it pushes pause and resume", async () => {
    const { followings, stop } = following()
    expect(streamOpen()).toBe(false)
    followings[0]!.handlers.onOpen(true)
    expect(streamOpen()).toBe(true)
    // A broken connection (reopened by the client): the polls resume until it is back.
    followings[0]!.handlers.onOpen(false)
    expect(streamOpen()).toBe(false)
    followings[0]!.handlers.onOpen(true)
    // Refused or absent: polling for good, until the next login.
    followings[0]!.end("refused")
    await settle()
    await settle()
    expect(streamOpen()).toBe(false)
    stop()
  })

  it("keeps to polling, opening nothing more, when the platform has no stream", async () => {
    const { rt, followings, stop } = following()
    followings[0]!.end("absent")
    await settle()
    await settle()
    rt.store.dispatch({ _tag: "BalanceVisibilityToggled" } as never)
    expect(followings).toHaveLength(1)
    expect(rt.store.state().modals.dialog).toBeUndefined()
    stop()
  })

  it("opens nothing for a visitor", () => {
    const { followings, stop } = following(false)
    expect(followings).toHaveLength(0)
    stop()
  })
})

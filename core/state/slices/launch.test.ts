import { describe, expect, it } from "vitest"
import type { Event } from "../../events/Event.ts"
import type { LaunchDecision } from "../../model/LaunchDecision.ts"
import { initialState, reduce, replay } from "../State.ts"
import { displayPath, isLoading } from "./launch.ts"

const decided = (decision: LaunchDecision): Event => ({ _tag: "LaunchDecided", decision })
const launched = (value: Record<string, unknown>): Event => ({ _tag: "GameLaunched", value })
const start: LaunchDecision = { _tag: "StartGame", vendor: "AG", gameId: "9001", display: "game" }

describe("launch", () => {
  it("starts idle with no vendor", () => {
    expect(initialState.launch).toEqual({ status: { _tag: "Idle" }, vendor: undefined })
  })
  it("shows the login popup or the real-account warning as decided, keeping the vendor", () => {
    const s = replay([decided({ _tag: "OpenPage", path: "/fish", vendor: "CQ9" }), decided({ _tag: "NeedsLogin" })])
    expect(s.launch).toEqual({ status: { _tag: "NeedsLogin" }, vendor: "CQ9" })
    expect(replay([decided({ _tag: "RefusedTrial" })]).launch.status).toEqual({ _tag: "RefusedTrial" })
  })
  it("opens a page and sets the current vendor (FISH, PVP, RNG pages)", () => {
    expect(replay([decided({ _tag: "OpenPage", path: "/rng", vendor: "PT" })]).launch).toEqual({
      status: { _tag: "Page", path: "/rng" },
      vendor: "PT",
    })
    expect(replay([decided({ _tag: "OpenPage", path: "/live" })]).launch.vendor).toBeUndefined()
  })
  it("opens the popup game list of a VASSALAGE vendor", () => {
    expect(replay([decided({ _tag: "OpenGameList", vendor: "PT" })]).launch.status).toEqual({
      _tag: "GameList",
      vendor: "PT",
    })
  })
  it("shows the loader, then the game on /game with the returned address", () => {
    const loading = replay([decided(start)])
    expect(isLoading(loading.launch)).toBe(true)
    expect(loading.launch.vendor).toBe("AG")
    const s = replay([launched({ content: { game_url: "https://g/1" } })], loading)
    expect(s.launch.status).toEqual({ _tag: "Launched", url: "https://g/1", path: "/game" })
  })
  it("opens TCG_SEA's game in its own window and GPI's in the /seamless route", () => {
    const own = replay([
      decided({ ...start, vendor: "TCG_SEA", display: "window" }),
      launched({ content: { game_url2: "https://sea" } }),
    ])
    expect(own.launch.status).toEqual({ _tag: "OwnWindow", url: "https://sea" })
    const gpi = replay([
      decided({ ...start, vendor: "GPI", display: "seamless" }),
      launched({ content: { game_url: "https://gpi" } }),
    ])
    expect(gpi.launch.status).toEqual({ _tag: "Launched", url: "https://gpi", path: "/seamless" })
  })
  it("shows the lottery on its page with the lobby address", () => {
    const s = replay([
      decided({ _tag: "StartLottery", prizeMode: "Lott", path: "/lottery" }),
      launched({ gameUrl: "https://lotto/lobby" }),
    ])
    expect(s.launch.status).toEqual({ _tag: "Launched", url: "https://lotto/lobby", path: "/lottery" })
    expect(displayPath("lottery", "/Vnlottery")).toBe("/Vnlottery")
  })
  it("fails when the answer has no address, or the launch call fails", () => {
    expect(replay([decided(start), launched({ content: {} })]).launch.status).toMatchObject({
      _tag: "Failed",
      errorCode: "no_game_url",
    })
    const refused = replay([
      decided(start),
      {
        _tag: "CallFailed",
        endpoint: "launchGame",
        status: 400,
        errorCode: "vendor_under_maintenance",
        message: "m",
        captcha: false,
      },
    ])
    expect(refused.launch.status).toEqual({ _tag: "Failed", errorCode: "vendor_under_maintenance", message: "m" })
    const slow = replay([decided(start), { _tag: "NetworkFailed", endpoint: "launchGame", reason: "slow" }])
    expect(slow.launch.status).toMatchObject({ _tag: "Failed", errorCode: "timeout_retry_please" })
  })
  it("ignores answers and failures when nothing is loading", () => {
    const s = replay([decided({ _tag: "OpenPage", path: "/live" })])
    expect(replay([launched({ content: { game_url: "x" } })], s).launch).toBe(s.launch)
    expect(
      replay(
        [{ _tag: "CallFailed", endpoint: "launchGame", status: 400, errorCode: "x", message: "", captcha: false }],
        s,
      ).launch,
    ).toBe(s.launch)
    expect(
      replay(
        [{ _tag: "CallFailed", endpoint: "balance", status: 400, errorCode: "x", message: "", captcha: false }],
        replay([decided(start)]),
      ).launch.status._tag,
    ).toBe("Loading")
  })
  it("goes back to idle when dismissed, on logout and when the session ends", () => {
    const s = replay([decided(start), launched({ content: { game_url: "https://g/1" } })])
    for (const e of [
      { _tag: "LaunchDismissed" },
      { _tag: "LoggedOut", value: null },
      { _tag: "SessionEnded", endpoint: "balance", errorCode: "x", message: "" },
    ] as ReadonlyArray<Event>) {
      expect(replay([e], s).launch.status).toEqual({ _tag: "Idle" })
    }
    expect(replay([{ _tag: "LaunchDismissed" }]).launch).toBe(initialState.launch)
  })
  it("closes the login prompt once the person logs in", () => {
    const s = replay([decided({ _tag: "NeedsLogin" }), { _tag: "LoginSucceeded", value: { token: "[redacted]" } }])
    expect(s.launch.status).toEqual({ _tag: "Idle" })
    const loading = replay([decided(start)])
    expect(replay([{ _tag: "LoginSucceeded", value: { token: "[redacted]" } }], loading).launch).toBe(loading.launch)
  })
})

describe("launch guards (spec section 6)", () => {
  it("ignores a start decided for a trial member but lets them browse pages", () => {
    let s = initialState
    for (const e of [
      { _tag: "LoginSucceeded", value: { token: "[redacted]" } },
      { _tag: "MemberInfoLoaded", value: { id: 1, account: "demo", type: 4 } },
    ] as const)
      s = reduce(s, e as never)
    const started = reduce(s, {
      _tag: "LaunchDecided",
      decision: { _tag: "StartGame", display: "iframe", vendor: "PT" },
    } as never)
    expect(started.launch).toBe(s.launch)
    const page = reduce(s, {
      _tag: "LaunchDecided",
      decision: { _tag: "OpenPage", path: "/fish", vendor: "CQ9" },
    } as never)
    expect(page.launch.status).toEqual({ _tag: "Page", path: "/fish" })
  })
})

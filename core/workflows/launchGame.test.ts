import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import type { Event } from "../events/Event.ts"
import { makeBrandConfig } from "../model/BrandConfig.ts"
import { VendorCatalogue } from "../model/GameVendor.ts"
import type { LaunchTarget } from "../model/LaunchDecision.ts"
import * as Store from "../store/Store.ts"
import { launchGame, needRealAccountKey } from "./launchGame.ts"
import { glsWire } from "./memberTestKit.ts"
import { makeTestRuntime, ok, refused } from "./testRuntime.ts"

const catalogue = Schema.decodeUnknownSync(VendorCatalogue)({
  data: {
    lanes: [
      { title: "LIVE", cards: [{ vassalage: "AG", isGame: "game", gameId: 9001, nodeId: 555 }, { vassalage: "DG" }] },
      { title: "RNG", cards: [{ vassalage: "PT", isGame: "VASSALAGE" }] },
      { title: "FISH", cards: [{ vassalage: "CQ9" }] },
      { title: "ELOTT", cards: [{ vassalage: "TCG_ELOTT" }] },
    ],
  },
})

/** A store with the brand and the catalogue, and a session of the given account type (none for a visitor). */
const storeWith = (type: number | undefined): Store.Store => {
  const store = Store.make()
  const events: Array<Event> = [
    { _tag: "BrandConfigured", config: makeBrandConfig("wic11f3") },
    { _tag: "VendorsLoaded", value: catalogue },
  ]
  if (type !== undefined) {
    events.push({ _tag: "LoginSucceeded", value: { token: "[redacted]" } })
    events.push({ _tag: "MemberInfoLoaded", value: { account: "alice", type } })
  }
  for (const e of events) store.dispatch(e)
  return store
}

const runtime = (type: number | undefined, answers: Parameters<typeof makeTestRuntime>[0] = {}) => {
  const store = storeWith(type)
  const before = store.log().length
  const rt = makeTestRuntime({ ...answers, store, session: [["token", "tok-1"]] })
  return { rt, emitted: () => rt.store.log().slice(before) }
}

const ag = (s: Store.Store): LaunchTarget => ({
  _tag: "Vendor",
  category: "LIVE",
  card: s.state().catalogue.vendors.LIVE![0]!,
})
const context = { language: "EN", backUrl: "https://arena.test/" }

describe("launchGame", () => {
  it("gives a visitor the login popup and calls nothing", async () => {
    const { rt, emitted } = runtime(undefined)
    await rt.run(launchGame(ag(rt.store), context))
    expect(emitted()).toEqual([
      { _tag: "LaunchDecided", decision: { _tag: "NeedsLogin" } },
      { _tag: "ModalOpened", modal: "loginPopup" },
    ])
    expect(rt.called()).toEqual([])
    expect(rt.store.state().modals.open).toContain("loginPopup")
  })

  it("refuses a trial member with the real-account warning", async () => {
    const { rt, emitted } = runtime(4)
    await rt.run(launchGame(ag(rt.store), context))
    expect(emitted()).toEqual([
      { _tag: "LaunchDecided", decision: { _tag: "RefusedTrial" } },
      { _tag: "DialogShown", kind: "warning", key: needRealAccountKey, message: "" },
    ])
    expect(rt.called()).toEqual([])
    expect(rt.store.state().launch.status).toEqual({ _tag: "RefusedTrial" })
  })

  it("launches a member's game: the GLS request, then /game with the returned address", async () => {
    const { rt, emitted } = runtime(0, { answers: { launchGame: ok({ content: { game_url: "https://ag/play" } }) } })
    const exit = await rt.run(launchGame(ag(rt.store), context))
    expect(exit._tag).toBe("Success")
    expect(rt.requests[0]?.body).toEqual(glsWire("tok-1"))
    expect(emitted().map((e) => e._tag)).toEqual(["LaunchDecided", "GameLaunched", "NavigationRequested"])
    expect(emitted()[2]).toEqual({ _tag: "NavigationRequested", path: "/game" })
    expect(rt.store.state().launch).toEqual({
      status: { _tag: "Launched", url: "https://ag/play", path: "/game" },
      vendor: "AG",
    })
  })

  it("keeps the token out of the log", async () => {
    const { rt } = runtime(0, { answers: { launchGame: ok({ content: { game_url: "https://ag/play" } }) } })
    await rt.run(launchGame(ag(rt.store), context))
    expect(JSON.stringify(rt.store.log())).not.toContain("tok-1")
  })

  it("shows the refusal when the vendor is under maintenance", async () => {
    const { rt, emitted } = runtime(0, {
      answers: { launchGame: refused(400, "vendor_under_maintenance", "Under maintenance") },
    })
    const exit = await rt.run(launchGame(ag(rt.store), context))
    expect(exit._tag).toBe("Failure")
    expect(emitted().map((e) => e._tag)).toEqual(["LaunchDecided", "CallFailed"])
    expect(rt.store.state().launch.status).toEqual({
      _tag: "Failed",
      errorCode: "vendor_under_maintenance",
      message: "Under maintenance",
    })
  })

  it("starts the lottery with the lobby link and shows it on /lottery", async () => {
    const { rt, emitted } = runtime(0, { answers: { launchGame: ok({ gameUrl: "https://lotto/lobby" }) } })
    const target: LaunchTarget = {
      _tag: "Vendor",
      category: "ELOTT",
      card: rt.store.state().catalogue.vendors.ELOTT![0]!,
    }
    await rt.run(launchGame(target, context))
    expect(rt.requests[0]?.body).toEqual({
      device: "WEB",
      lottoArea: "VN",
      lottoPrizeMode: "Elott",
      launchMode: "LOTT",
      language: "EN",
      lottoView: "lobby",
      backUrl: "https://arena.test/",
    })
    expect(emitted().at(-1)).toEqual({ _tag: "NavigationRequested", path: "/lottery" })
    expect(rt.store.state().launch.status).toEqual({ _tag: "Launched", url: "https://lotto/lobby", path: "/lottery" })
  })

  it("opens the fish page with the vendor set, without a call", async () => {
    const { rt, emitted } = runtime(undefined)
    await rt.run(launchGame({ _tag: "Category", category: "FISH" }, context))
    expect(emitted()).toEqual([
      { _tag: "LaunchDecided", decision: { _tag: "OpenPage", path: "/fish", vendor: "CQ9" } },
      { _tag: "NavigationRequested", path: "/fish" },
    ])
    expect(rt.store.state().launch.vendor).toBe("CQ9")
  })

  it("opens the popup game list of a VASSALAGE vendor", async () => {
    const { rt, emitted } = runtime(0)
    const pt = rt.store.state().catalogue.vendors.RNG![0]!
    await rt.run(launchGame({ _tag: "Vendor", category: "LIVE", card: pt }, context))
    expect(emitted()).toEqual([
      { _tag: "LaunchDecided", decision: { _tag: "OpenGameList", vendor: "PT" } },
      { _tag: "ModalOpened", modal: "gamePopup" },
    ])
    expect(rt.called()).toEqual([])
  })

  it("opens TCG_SEA in its own window and does not navigate", async () => {
    const { rt, emitted } = runtime(0, { answers: { launchGame: ok({ content: { game_url: "https://sea" } }) } })
    await rt.run(launchGame({ _tag: "Game", vendor: "TCG_SEA", game: { nodeId: "1" } }, context))
    expect(emitted().map((e) => e._tag)).toEqual(["LaunchDecided", "GameLaunched"])
    expect(rt.store.state().launch.status).toEqual({ _tag: "OwnWindow", url: "https://sea" })
  })

  it("opens a game address that is a path on the launch CDN picked from launchGameCDNs, the same for the visit", async () => {
    const { rt, emitted } = runtime(0, {
      answers: { launchGame: ok({ content: { game_url: "/play/slot?t=abc" } }) },
    })
    rt.store.dispatch({
      _tag: "PermissionLoaded",
      value: { info: { launchGameCDNs: ["https://one.cdn.test", "https://two.cdn.test"] } },
    })
    await rt.run(launchGame(ag(rt.store), context))
    const picked = emitted().find((e) => e._tag === "LaunchCdnPicked")
    expect(picked).toBeDefined()
    const status = rt.store.state().launch.status
    expect(status._tag).toBe("Launched")
    const url = status._tag === "Launched" ? status.url : ""
    expect(["https://one.cdn.test/play/slot?t=abc", "https://two.cdn.test/play/slot?t=abc"]).toContain(url)
    rt.store.dispatch({ _tag: "LaunchDismissed" })
    await rt.run(launchGame(ag(rt.store), context))
    expect(emitted().filter((e) => e._tag === "LaunchCdnPicked")).toHaveLength(1)
    const again = rt.store.state().launch.status
    expect(again._tag === "Launched" ? again.url : "").toBe(url)
  })
  it("keeps an absolute game address as the platform sent it", async () => {
    const { rt } = runtime(0, { answers: { launchGame: ok({ content: { game_url: "https://vendor.test/g?x=1" } }) } })
    rt.store.dispatch({ _tag: "PermissionLoaded", value: { info: { launchGameCDNs: ["https://one.cdn.test"] } } })
    await rt.run(launchGame(ag(rt.store), context))
    const status = rt.store.state().launch.status
    expect(status._tag === "Launched" ? status.url : "").toBe("https://vendor.test/g?x=1")
  })
})

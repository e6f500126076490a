import * as Schema from "effect/Schema"
import * as fc from "fast-check"
import { describe, expect, it } from "vitest"
import type { Event } from "../events/Event.ts"
import { VendorCatalogue } from "../model/GameVendor.ts"
import { Language } from "../model/Language.ts"
import { LotteryLaunchRequest } from "../model/LaunchRequest.ts"
import { replay } from "../state/State.ts"
import * as Store from "../store/Store.ts"
import { launchGame } from "../workflows/launchGame.ts"
import { makeTestRuntime, ok } from "../workflows/testRuntime.ts"
import { lotteryBackUrl, lotteryLink, lotteryLinkRequest, pagePrizeMode, pageVendor } from "./lotteryLink.ts"

const vendors: Event = {
  _tag: "VendorsLoaded",
  value: Schema.decodeUnknownSync(VendorCatalogue)({
    data: {
      lanes: [
        { title: "LOTT", cards: [{ vassalage: "TCG" }] },
        { title: "ELOTT", cards: [{ vassalage: "TCG_SEA" }] },
        { title: "LIVE", cards: [{ vassalage: "AG" }] },
      ],
    },
  }),
}
const openedFor = (vendor: string): Event => ({
  _tag: "LaunchDecided",
  decision: { _tag: "OpenPage", path: "/x", vendor },
})
const origin = "https://arena.test"

describe("lotteryLink", () => {
  it("asks for one game's betting view with every parameter of the spec", () => {
    const s = replay([vendors])
    expect(
      lotteryLinkRequest(s, {
        page: "/lottery",
        game: { gameCode: "CQSSC", prizeMode: "Lott" },
        origin,
        language: "vi",
      }),
    ).toEqual({
      device: "WEB",
      lottoArea: "VN",
      lottoPrizeMode: "Lott",
      launchMode: "LOTT",
      language: "VI",
      lottoGameCode: "CQSSC",
      lottoView: "betting",
      backUrl: "https://arena.test/lottery",
    })
  })
  it("asks for the lobby view without a game, and on the Vietnamese page plays SEA for TCG_LOTTO_VN", () => {
    const s = replay([vendors])
    const link = lotteryLink(s, { page: "/Vnlottery", origin: `${origin}/`, language: "zh-CN" })
    expect(link.target).toEqual({
      _tag: "Lottery",
      vendor: "TCG_LOTTO_VN",
      prizeMode: "SEA",
      gameCode: undefined,
      path: "/Vnlottery",
    })
    expect(link.context).toEqual({ language: "CN", backUrl: "https://arena.test/Vnlottery" })
    const request = lotteryLinkRequest(s, { page: "/Vnlottery", game: { gameCode: "" }, origin, language: "en" })
    expect(request.lottoView).toBe("lobby")
    expect(request.lottoGameCode).toBeUndefined()
    expect(request.lottoPrizeMode).toBe("SEA")
  })
  it("plays Elott on /lottery when opened for an ELOTT vendor, Lott otherwise; the vendor only if a lottery one", () => {
    const elott = replay([vendors, openedFor("TCG_SEA")])
    expect(pagePrizeMode(elott, "/lottery")).toBe("Elott")
    expect(pageVendor(elott, "/lottery")).toBe("TCG_SEA")
    const live = replay([vendors, openedFor("AG")])
    expect(pagePrizeMode(live, "/lottery")).toBe("Lott")
    expect(pageVendor(live, "/lottery")).toBeUndefined()
    expect(pagePrizeMode(replay([]), "/lottery")).toBe("Lott")
    // A game's own prize mode wins over the page's.
    expect(
      lotteryLink(elott, { page: "/lottery", game: { gameCode: "A", prizeMode: "ZY" }, origin, language: "en" }).target
        .prizeMode,
    ).toBe("ZY")
    // Without a game, the game's prize mode is not read.
    expect(
      lotteryLink(elott, { page: "/lottery", game: { prizeMode: "ZY" }, origin, language: "en" }).target.prizeMode,
    ).toBe("Elott")
  })
  it("always gives a request the contract accepts, betting exactly when a game code is given", () => {
    const s = replay([vendors])
    fc.assert(
      fc.property(
        fc.constantFrom("/lottery" as const, "/Vnlottery" as const),
        fc.option(fc.string({ maxLength: 12 }), { nil: undefined }),
        fc.constantFrom(...Language.literals),
        (page, gameCode, language) => {
          const r = lotteryLinkRequest(s, { page, game: { gameCode }, origin, language })
          expect(Schema.decodeUnknownSync(LotteryLaunchRequest)(r)).toEqual(r)
          expect(r.lottoView === "betting").toBe(gameCode !== undefined && gameCode !== "")
          expect(r.backUrl).toBe(lotteryBackUrl(origin, page))
        },
      ),
    )
  })
  it("sends through the launch workflow exactly the request it gives, and opens the lobby on the page", async () => {
    const store = Store.make()
    for (const e of [
      vendors,
      { _tag: "LoginSucceeded", value: { token: "[redacted]" } },
      { _tag: "MemberInfoLoaded", value: { account: "alice", type: 0 } },
    ] as ReadonlyArray<Event>)
      store.dispatch(e)
    const rt = makeTestRuntime({
      store,
      session: [["token", "tok"]],
      answers: { launchGame: ok({ gameUrl: "https://lotto.test/lobby?t=1" }) },
    })
    const choice = { page: "/Vnlottery", game: { gameCode: "MBHN" }, origin, language: "th" } as const
    const { target, context } = lotteryLink(store.state(), choice)
    await rt.run(launchGame(target, context))
    expect(rt.requests.map((r) => r.body)).toEqual([lotteryLinkRequest(store.state(), choice)])
    expect(rt.store.state().launch.status).toEqual({
      _tag: "Launched",
      url: "https://lotto.test/lobby?t=1",
      path: "/Vnlottery",
    })
    expect(rt.tags().slice(-1)).toEqual(["NavigationRequested"])
  })
})

import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import type { Event } from "../events/Event.ts"
import { type VendorCard, VendorCatalogue } from "../model/GameVendor.ts"
import type { LaunchTarget } from "../model/LaunchDecision.ts"
import { replay, type State } from "../state/State.ts"
import { displayOf, launchDecision, loginCheck } from "./launchDecision.ts"

const catalogue: Event = {
  _tag: "VendorsLoaded",
  value: Schema.decodeUnknownSync(VendorCatalogue)({
    data: {
      lanes: [
        { title: "LIVE", cards: [{ vassalage: "AG", isGame: "game", gameId: 9001, nodeId: 555 }, { vassalage: "DG" }] },
        { title: "SPORTS", cards: [{ vassalage: "IBC", isGame: "game", gameId: 1 }] },
        { title: "ESPORTS", cards: [{ vassalage: "IMES", isGame: "game" }] },
        { title: "FISH", cards: [{ vassalage: "CQ9" }] },
        {
          title: "RNG",
          cards: [
            { vassalage: "PT", isGame: "VASSALAGE" },
            { vassalage: "MG", isGame: "VASSALAGE" },
          ],
        },
        { title: "PVP", cards: [{ vassalage: "KY" }, { vassalage: "LEG" }] },
        { title: "LOTT", cards: [{ vassalage: "TCG_LOTTO_VN" }, { vassalage: "TCG" }] },
        { title: "ELOTT", cards: [{ vassalage: "TCG_ELOTT" }] },
      ],
    },
  }),
}

/** The session as the session area builds it: a login, then the member info with the account type. */
const member = (type: number): ReadonlyArray<Event> => [
  { _tag: "LoginSucceeded", value: { token: "[redacted]" } },
  { _tag: "MemberInfoLoaded", value: { account: "alice", type } },
]

const visitor: State = replay([catalogue])
const real: State = replay([catalogue, ...member(0)])
const trial: State = replay([catalogue, ...member(4)])

const card = (s: State, vassalage: string): VendorCard => {
  for (const cards of Object.values(s.catalogue.vendors)) {
    const c = cards?.find((x) => x.vassalage === vassalage)
    if (c !== undefined) return c
  }
  throw new Error(vassalage)
}
const vendor = (
  s: State,
  category: "LIVE" | "SPORTS" | "ESPORTS" | "FISH" | "RNG" | "PVP" | "LOTT" | "ELOTT",
  code: string,
): LaunchTarget => ({
  _tag: "Vendor",
  category,
  card: card(s, code),
})

describe("launchDecision", () => {
  it("reads the session the session area builds", () => {
    expect(loginCheck(visitor)).toEqual({ _tag: "NeedsLogin" })
    expect(loginCheck(trial)).toEqual({ _tag: "RefusedTrial" })
    expect(loginCheck(real)).toBeUndefined()
  })

  it("FISH and PVP open their page with the vendor set, even for a visitor", () => {
    expect(launchDecision(visitor, vendor(visitor, "FISH", "CQ9"))).toEqual({
      _tag: "OpenPage",
      path: "/fish",
      vendor: "CQ9",
    })
    expect(launchDecision(visitor, vendor(visitor, "PVP", "KY"))).toEqual({
      _tag: "OpenPage",
      path: "/pvp",
      vendor: "KY",
    })
  })

  it("RNG goes to /rng with the vendor set", () => {
    expect(launchDecision(trial, vendor(trial, "RNG", "PT"))).toEqual({ _tag: "OpenPage", path: "/rng", vendor: "PT" })
  })

  it("a visitor gets the login popup", () => {
    expect(launchDecision(visitor, vendor(visitor, "LIVE", "AG"))).toEqual({ _tag: "NeedsLogin" })
    expect(launchDecision(visitor, vendor(visitor, "LOTT", "TCG"))).toEqual({ _tag: "NeedsLogin" })
  })

  it("a trial member (type 4) is refused with the real-account warning", () => {
    expect(launchDecision(trial, vendor(trial, "LIVE", "AG"))).toEqual({ _tag: "RefusedTrial" })
    expect(launchDecision(trial, vendor(trial, "ELOTT", "TCG_ELOTT"))).toEqual({ _tag: "RefusedTrial" })
  })

  it("LOTT and ELOTT need login, then start the lottery with their prize mode", () => {
    expect(launchDecision(real, vendor(real, "LOTT", "TCG"))).toEqual({
      _tag: "StartLottery",
      vendor: "TCG",
      prizeMode: "Lott",
      path: "/lottery",
    })
    expect(launchDecision(real, vendor(real, "ELOTT", "TCG_ELOTT"))).toMatchObject({ prizeMode: "Elott" })
  })

  it("TCG_SEA of a lottery category opens in its own window rather than the lottery", () => {
    const sea = { vassalage: "TCG_SEA", isGame: "game" }
    expect(launchDecision(real, { _tag: "Vendor", category: "ELOTT", card: sea })).toEqual({
      _tag: "StartGame",
      vendor: "TCG_SEA",
      display: "window",
    })
    expect(launchDecision(visitor, { _tag: "Vendor", category: "ELOTT", card: sea })).toEqual({ _tag: "NeedsLogin" })
  })

  it("TCG_LOTTO_VN goes to /Vnlottery", () => {
    expect(launchDecision(real, vendor(real, "LOTT", "TCG_LOTTO_VN"))).toEqual({
      _tag: "OpenPage",
      path: "/Vnlottery",
      vendor: "TCG_LOTTO_VN",
    })
  })

  it("others need login, then start the game with the card's ids", () => {
    expect(launchDecision(real, vendor(real, "LIVE", "AG"))).toEqual({
      _tag: "StartGame",
      vendor: "AG",
      gameId: "9001",
      nodeId: "555",
      display: "game",
    })
  })

  it("a VASSALAGE vendor outside the page categories opens the popup game list", () => {
    const pt = card(real, "PT")
    expect(launchDecision(real, { _tag: "Vendor", category: "LIVE", card: pt })).toEqual({
      _tag: "OpenGameList",
      vendor: "PT",
    })
  })

  it("TCG_SEA opens in a window of its own; GPI starts in a route", () => {
    const sea = { ...card(real, "AG"), vassalage: "TCG_SEA" }
    const gpi = { ...card(real, "AG"), vassalage: "GPI" }
    expect(launchDecision(real, { _tag: "Vendor", category: "LIVE", card: sea })).toMatchObject({ display: "window" })
    expect(launchDecision(real, { _tag: "Vendor", category: "SPORTS", card: gpi })).toMatchObject({
      display: "seamless",
    })
    expect([displayOf("TCG_SEA"), displayOf("GPI"), displayOf("AG")]).toEqual(["window", "seamless", "game"])
  })

  it("a category with exactly one vendor launches it directly", () => {
    expect(launchDecision(real, { _tag: "Category", category: "SPORTS" })).toEqual({
      _tag: "StartGame",
      vendor: "IBC",
      gameId: "1",
      display: "game",
    })
    expect(launchDecision(visitor, { _tag: "Category", category: "FISH" })).toEqual({
      _tag: "OpenPage",
      path: "/fish",
      vendor: "CQ9",
    })
    expect(launchDecision(visitor, { _tag: "Category", category: "SPORTS" })).toEqual({ _tag: "NeedsLogin" })
  })

  it("a category with several vendors, none, or ESPORTS opens its page", () => {
    expect(launchDecision(real, { _tag: "Category", category: "LIVE" })).toEqual({ _tag: "OpenPage", path: "/live" })
    expect(launchDecision(real, { _tag: "Category", category: "LOTT" })).toEqual({ _tag: "OpenPage", path: "/elott" })
    expect(launchDecision(real, { _tag: "Category", category: "ESPORTS" })).toEqual({
      _tag: "OpenPage",
      path: "/esports",
    })
    expect(launchDecision(replay(member(0)), { _tag: "Category", category: "RNG" })).toEqual({
      _tag: "OpenPage",
      path: "/rng",
    })
  })

  it("a game of a list needs login, then starts by its node", () => {
    const target: LaunchTarget = { _tag: "Game", vendor: "PT", game: { nodeId: "40012", gameId: "77" } }
    expect(launchDecision(visitor, target)).toEqual({ _tag: "NeedsLogin" })
    expect(launchDecision(trial, target)).toEqual({ _tag: "RefusedTrial" })
    expect(launchDecision(real, target)).toEqual({
      _tag: "StartGame",
      vendor: "PT",
      gameId: "77",
      nodeId: "40012",
      display: "game",
    })
  })

  it("a PVP room needs login, then starts by its room", () => {
    const target: LaunchTarget = { _tag: "Room", vendor: "KY", room: { roomId: "12" } }
    expect(launchDecision(visitor, target)).toEqual({ _tag: "NeedsLogin" })
    expect(launchDecision(real, target)).toEqual({ _tag: "StartGame", vendor: "KY", roomId: "12", display: "game" })
  })

  it("the lottery lobby needs login, then starts on its page", () => {
    const target: LaunchTarget = {
      _tag: "Lottery",
      vendor: undefined,
      prizeMode: "SEA",
      gameCode: "VNHN",
      path: "/Vnlottery",
    }
    expect(launchDecision(trial, target)).toEqual({ _tag: "RefusedTrial" })
    expect(launchDecision(real, target)).toEqual({
      _tag: "StartLottery",
      prizeMode: "SEA",
      gameCode: "VNHN",
      path: "/Vnlottery",
    })
  })
})

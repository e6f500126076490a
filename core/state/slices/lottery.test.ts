import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { LotteryMenus } from "../../model/LotteryMenu.ts"
import { OpenedDraws } from "../../model/OpenedNumbers.ts"
import { sessionEndings } from "../../workflows/memberTestKit.ts"
import { initialState, replay } from "../State.ts"
import { menuGames } from "./lottery.ts"

const draws = (codes: ReadonlyArray<string>) =>
  Schema.decodeUnknownSync(OpenedDraws)(codes.map((gameCode) => ({ gameCode, winNumber: "1,2,3" })))
const codes = (list: ReadonlyArray<{ readonly gameCode?: string | null | undefined }>) => list.map((d) => d.gameCode)

describe("lottery", () => {
  it("holds both menus as groups", () => {
    const raw = { SSC: { labelName: "SSC", gameMenus: [{ gameCode: "CQSSC" }, { gameCode: "TJSSC" }] } }
    const s = replay([
      { _tag: "LotteryMenusLoaded", value: Schema.decodeUnknownSync(LotteryMenus)(raw) },
      {
        _tag: "VnLotteryMenusLoaded",
        value: Schema.decodeUnknownSync(LotteryMenus)([{ gameGroupCode: "N", gameMenus: [] }]),
      },
    ])
    expect(s.lottery.menus.map((g) => g.gameGroupCode)).toEqual(["SSC"])
    expect(codes(menuGames(s.lottery.menus))).toEqual(["CQSSC", "TJSSC"])
    expect(s.lottery.vnMenus.map((g) => g.gameGroupCode)).toEqual(["N"])
  })
  it("fills the list the request named: popular (20) or full (100)", () => {
    const s = replay([
      { _tag: "LotteryListRequested", list: "full" },
      { _tag: "VnOpenedNumbersLoaded", value: draws(["A", "B", "C"]) },
      { _tag: "LotteryListRequested", list: "popular" },
      { _tag: "VnOpenedNumbersLoaded", value: draws(["A"]) },
    ])
    expect(codes(s.lottery.full)).toEqual(["A", "B", "C"])
    expect(codes(s.lottery.popular)).toEqual(["A"])
    expect(s.lottery.pendingList).toBeUndefined()
  })
  it("fills the popular list when no list was named (a replayed recording), and from /lgw/games/popular", () => {
    expect(codes(replay([{ _tag: "VnOpenedNumbersLoaded", value: draws(["X"]) }]).lottery.popular)).toEqual(["X"])
    expect(codes(replay([{ _tag: "PopularLotteriesLoaded", value: draws(["Y"]) }]).lottery.popular)).toEqual(["Y"])
  })
  it("forgets the named list when the call fails", () => {
    const s = replay([
      { _tag: "LotteryListRequested", list: "full" },
      { _tag: "NetworkFailed", endpoint: "vnOpenedNumbers", reason: "abnormal" },
      { _tag: "VnOpenedNumbersLoaded", value: draws(["A"]) },
    ])
    expect(s.lottery.full).toEqual([])
    expect(codes(s.lottery.popular)).toEqual(["A"])
  })
  it("keeps the slice when the same answer comes again", () => {
    const s = replay([{ _tag: "OpenedNumbersLoaded", value: draws(["A"]) }])
    expect(replay([{ _tag: "OpenedNumbersLoaded", value: draws(["A"]) }], s).lottery).toBe(s.lottery)
  })
  it("forgets the member's recent games and opened numbers on logout, keeping the public lists", () => {
    const s = replay([
      { _tag: "RecentLotteriesLoaded", value: [{ gameCode: "VNHN" }] },
      { _tag: "OpenedNumbersLoaded", value: draws(["A"]) },
      { _tag: "PopularLotteriesLoaded", value: draws(["P"]) },
    ])
    for (const end of sessionEndings("openedNumbers", "x")) {
      const after = replay([end], s)
      expect(after.lottery.recent).toEqual([])
      expect(after.lottery.opened).toEqual([])
      expect(codes(after.lottery.popular)).toEqual(["P"])
    }
    expect(replay([{ _tag: "LoggedOut", value: null }]).lottery).toBe(initialState.lottery)
  })
})

import * as Schema from "effect/Schema"
import * as fc from "fast-check"
import { describe, expect, it } from "vitest"
import { LotteryMenus, menuGroups } from "../model/LotteryMenu.ts"
import { drawsOf, OpenedDraws } from "../model/OpenedNumbers.ts"
import {
  ballsOf,
  countdownText,
  drawDue,
  latestByGame,
  lotteryCategories,
  pageDraws,
  secondsUntil,
  wireTimeMs,
} from "./lotteryBoard.ts"

const draws = (raw: unknown) => drawsOf(Schema.decodeUnknownSync(OpenedDraws)(raw))
const menus = (raw: unknown) => menuGroups(Schema.decodeUnknownSync(LotteryMenus)(raw))

describe("lotteryBoard", () => {
  it("reads wire times in GMT+8 or as epoch ms", () => {
    expect(wireTimeMs("2025-01-21 12:07:00")).toBe(Date.UTC(2025, 0, 21, 4, 7, 0))
    expect(wireTimeMs("2025-01-21T00:30")).toBe(Date.UTC(2025, 0, 20, 16, 30, 0))
    expect(wireTimeMs(1737432420000)).toBe(1737432420000)
    expect(wireTimeMs("1737432420000")).toBe(1737432420000)
    expect(wireTimeMs("soon")).toBeUndefined()
    expect(wireTimeMs(null)).toBeUndefined()
  })
  it("splits winning numbers into balls", () => {
    expect(ballsOf("01,05, 11")).toEqual(["01", "05", "11"])
    expect(ballsOf("1 2|3")).toEqual(["1", "2", "3"])
    expect(ballsOf("483920")).toEqual(["483920"])
    expect(ballsOf(undefined)).toEqual([])
  })
  it("keeps the page's prize mode (and draws naming none), dropping repeats", () => {
    const list = pageDraws(
      draws([
        { gameCode: "A", numero: "1", prizeMode: "SEA", winNumber: "1,2" },
        { gameCode: "B", numero: "1", prizeMode: "Lott" },
        { gameCode: "C", numero: "1" },
        { gameCode: "A", numero: "1", prizeMode: "SEA", winNumber: "1,2" },
      ]),
      "SEA",
    )
    expect(list.map((d) => d.gameCode)).toEqual(["A", "C"])
    expect(list[0]).toMatchObject({ name: "A", numero: "1", balls: ["1", "2"] })
  })
  it("joins each game of the menu with its newest draw, leaving out games without a code and empty groups", () => {
    const groups = menus({
      SSC: {
        labelName: "Time-Time",
        gameMenus: [{ gameCode: "CQSSC", gameName: "Chongqing", icon: "/i.svg" }, { gameName: "no code" }],
      },
      EMPTY: { gameMenus: [] },
      PK10: { gameMenus: [{ gameCode: "BJPK10", labelName: "Beijing" }] },
    })
    const list = pageDraws(
      draws([
        { gameCode: "CQSSC", numero: "2", openTime: "2025-01-21 12:20:00", nextOpenTime: "2025-01-21 12:40:00" },
        { gameCode: "CQSSC", numero: "3", openTime: "2025-01-21 12:40:00" },
        { gameCode: "CQSSC", numero: "1", openTime: "2025-01-21 12:00:00" },
      ]),
      "Lott",
    )
    const cats = lotteryCategories(groups, list)
    expect(cats.map((c) => [c.code, c.label, c.cards.map((x) => x.gameCode)])).toEqual([
      ["SSC", "Time-Time", ["CQSSC"]],
      ["PK10", "PK10", ["BJPK10"]],
    ])
    expect(cats[0]!.cards[0]).toMatchObject({ name: "Chongqing", icon: "/i.svg", latest: { numero: "3" } })
    expect(cats[1]!.cards[0]).toMatchObject({ name: "Beijing", latest: undefined })
  })
  it("takes the first listed draw of a game when times are unknown", () => {
    const latest = latestByGame(
      pageDraws(
        draws([
          { gameCode: "A", numero: "9" },
          { gameCode: "A", numero: "8" },
        ]),
        "x",
      ),
    )
    expect(latest.get("A")?.numero).toBe("9")
  })
  it("counts down in whole seconds, never below zero, and says when a draw is due", () => {
    const at = Date.UTC(2025, 0, 1, 0, 1, 0)
    expect(secondsUntil(at, at - 61_500)).toBe(62)
    expect(secondsUntil(at, at + 5000)).toBe(0)
    expect(secondsUntil(undefined, at)).toBeUndefined()
    expect(secondsUntil(at, 0)).toBeUndefined()
    expect(countdownText(62)).toBe("01:02")
    expect(countdownText(3600 + 5)).toBe("1:00:05")
    expect(countdownText(86_400 * 2 + 61)).toBe("2d 00:01:01")
    const [d] = pageDraws(draws([{ gameCode: "A", nextOpenTime: at }]), "x")
    expect(drawDue([d!], at + 1000)).toBe(false)
    expect(drawDue([d!], at + 3000)).toBe(true)
    expect(drawDue([d!], 0)).toBe(false)
  })
  it("never throws and never shows more draws than it was given", () => {
    const draw = fc.record(
      {
        gameCode: fc.option(fc.string({ maxLength: 4 })),
        numero: fc.option(fc.string({ maxLength: 4 })),
        prizeMode: fc.option(fc.constantFrom("SEA", "Lott")),
        winNumber: fc.option(fc.string()),
        openTime: fc.option(fc.oneof(fc.string(), fc.integer())),
      },
      { requiredKeys: [] },
    )
    fc.assert(
      fc.property(fc.array(draw), (raw) => {
        const list = pageDraws(draws(raw), "SEA")
        expect(list.length).toBeLessThanOrEqual(raw.length)
        expect(new Set(list.map((d) => d.key)).size).toBe(list.length)
        expect(list.every((d) => d.balls.every((b) => b !== ""))).toBe(true)
      }),
    )
  })
})

import { describe, expect, it } from "vitest"
import { drawAt, latestDrawTime, numeroOf, openedList, recentDraws, winningNumbers } from "./draws.ts"
import { lotteriesOf, lotteryByCode } from "./menus.ts"

const now = Date.UTC(2025, 0, 21, 4, 7, 30)
const ffc1 = lotteryByCode("FFC1")!
const hk = lotteryByCode("HKLHC")!

describe("lottery draws", () => {
  it("gives the same numbers for the same draw, and others for another draw", () => {
    const a = winningNumbers("SSC", "FFC1", "20250121-0728")
    expect(winningNumbers("SSC", "FFC1", "20250121-0728")).toEqual(a)
    const others = Array.from({ length: 20 }, (_, i) => winningNumbers("SSC", "FFC1", `20250121-${1000 + i}`).join())
    expect(new Set(others).size).toBeGreaterThan(15)
  })
  it("draws numbers of each lottery type's shape", () => {
    expect(winningNumbers("SSC", "X", "1")).toHaveLength(5)
    const n11 = winningNumbers("11X5", "X", "1").map(Number)
    expect(new Set(n11).size).toBe(5)
    expect(n11.every((n) => n >= 1 && n <= 11)).toBe(true)
    expect([...winningNumbers("PK10", "X", "1")].map(Number).sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ])
    const six = winningNumbers("LHC", "X", "1").map(Number)
    expect(new Set(six).size).toBe(7)
    expect(six.every((n) => n >= 1 && n <= 49)).toBe(true)
    expect(winningNumbers("VN6", "X", "1")[0]).toMatch(/^\d{6}$/)
  })
  it("opens only draws at or before now, numbered by GMT+8 date and sequence", () => {
    const t = latestDrawTime(ffc1, now)
    expect(t).toBeLessThanOrEqual(now)
    expect(now - t).toBeLessThan(60_000)
    // 04:07 UTC is 12:07 GMT+8: the 728th minute of the day.
    expect(numeroOf(ffc1, t)).toBe("20250121-0728")
    expect(numeroOf(hk, latestDrawTime(hk, now))).toBe("20250120")
    expect(drawAt(ffc1, t).numbers).toEqual(winningNumbers("SSC", "FFC1", "20250121-0728"))
  })
  it("lists the latest draw of each game first, then history, up to the count", () => {
    const games = lotteriesOf("VN")
    const list = openedList(games, now, 20)
    expect(list).toHaveLength(20)
    expect(list.slice(0, games.length).map((d) => d.game.code)).toEqual(games.map((g) => g.code))
    expect(recentDraws(ffc1, now, 3).map((d) => d.openTime)).toEqual([
      latestDrawTime(ffc1, now),
      latestDrawTime(ffc1, now) - 60_000,
      latestDrawTime(ffc1, now) - 120_000,
    ])
  })
})

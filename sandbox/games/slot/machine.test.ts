import * as fc from "fast-check"
import { describe, expect, it } from "vitest"
import { evaluate, lines, reels, returnToPlayer, spin, stakes, symbols, threeOfAKind, twoCherries } from "./machine.ts"

const count = (reel: ReadonlyArray<string>, s: string) => reel.filter((x) => x === s).length

describe("the demo slot", () => {
  it("returns exactly 96% to the player over every stop", () => {
    expect(returnToPlayer()).toBe(0.96)
  })
  it("agrees with the paytable's closed form (per line: pay × product of counts / 20³)", () => {
    const n = reels[0]!.length * reels[1]!.length * reels[2]!.length
    let expected = 0
    for (const s of symbols) expected += threeOfAKind[s] * reels.reduce((p, r) => p * count(r, s), 1)
    const c = reels.map((r) => count(r, "CHERRY"))
    expected += twoCherries * c[0]! * c[1]! * (reels[2]!.length - c[2]!)
    expect(expected / n).toBeCloseTo(returnToPlayer(), 12)
  })
  it("pays the middle line of three sevens 500 line bets", () => {
    const stop = (r: number) => reels[r]!.indexOf("SEVEN")
    const o = evaluate([stop(0), stop(1), stop(2)], 1000)
    expect(o.window.map((w) => w[1])).toEqual(["SEVEN", "SEVEN", "SEVEN"])
    expect(o.wins).toContainEqual({ line: 0, symbol: "SEVEN", count: 3, multiplier: 500, amount: 500 * 200 })
  })
  it("pays whole minor units, never more than the lines allow, for any stops and offered stake", () => {
    fc.assert(
      fc.property(fc.tuple(fc.nat(19), fc.nat(19), fc.nat(19)), fc.constantFrom(...stakes), ([a, b, c], stake) => {
        const o = evaluate([a, b, c], stake)
        expect(Number.isInteger(o.payout)).toBe(true)
        expect(o.payout).toBe(o.wins.reduce((s, w) => s + w.amount, 0))
        expect(o.wins.length).toBeLessThanOrEqual(lines.length)
        expect(o.payout).toBeLessThanOrEqual((stake / lines.length) * threeOfAKind.SEVEN * lines.length)
      }),
    )
  })
  it("draws each reel's stop from the random source", () => {
    const asked: Array<number> = []
    const o = spin((max) => {
      asked.push(max)
      return max - 1
    }, 100)
    expect(asked).toEqual([20, 20, 20])
    expect(o.stops).toEqual([19, 19, 19])
  })
})

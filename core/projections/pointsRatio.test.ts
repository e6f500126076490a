import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { conversionRate, convertedMinor, earnRates } from "./pointsRatio.ts"

describe("the points ratio", () => {
  const config = { RNG: 1, SPORTS: 2, CONVERT: 1000 }

  it("reads the conversion rate, refusing none or a non-positive one", () => {
    expect(conversionRate(config)).toBe(1000)
    expect(conversionRate({ RNG: 1 })).toBeUndefined()
    expect(conversionRate({ CONVERT: 0 })).toBeUndefined()
  })

  it("converts points to whole minor units, rounded down (1000 points make 100.00)", () => {
    expect(convertedMinor(1000, config)).toBe(10_000)
    expect(convertedMinor(15, config)).toBe(150)
    expect(convertedMinor(5, { CONVERT: 3 })).toBe(16_666)
    expect(convertedMinor(100, {})).toBe(0)
    expect(convertedMinor(-5, config)).toBe(0)
  })

  it("never pays more than the rate allows", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e7 }), fc.integer({ min: 1, max: 1e5 }), (points, rate) => {
        const cents = convertedMinor(points, { CONVERT: rate })
        expect(Number.isInteger(cents)).toBe(true)
        expect(cents * rate).toBeLessThanOrEqual(points * 10_000)
      }),
    )
  })

  it("lists the earning rates without the conversion rate", () => {
    expect(earnRates(config)).toEqual([
      { product: "RNG", rate: 1 },
      { product: "SPORTS", rate: 2 },
    ])
  })
})

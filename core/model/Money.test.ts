import * as Schema from "effect/Schema"
import * as fc from "fast-check"
import { describe, expect, it } from "vitest"
import { Money, parseCents, toDecimalText } from "./Money.ts"

describe("Money", () => {
  it("decodes numbers and decimal strings exactly into minor units", () => {
    const decode = Schema.decodeUnknownSync(Money)
    expect(decode(1234.5)).toBe(123450)
    expect(decode("1234.50")).toBe(123450)
    expect(decode(0.1)).toBe(10)
    expect(decode(0.29)).toBe(29)
    expect(decode("0.125")).toBe(13)
    expect(decode(-2.5)).toBe(-250)
    expect(() => decode("12a")).toThrow()
    expect(() => decode(Number.NaN)).toThrow()
  })
  it("encodes back to the platform's number", () => {
    expect(Schema.encodeSync(Money)(123450)).toBe(1234.5)
  })
  it("round-trips every amount with two decimals", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        expect(parseCents(toDecimalText(cents))).toBe(cents)
        expect(Schema.decodeUnknownSync(Money)(Schema.encodeSync(Money)(cents))).toBe(cents)
      }),
    )
  })
})

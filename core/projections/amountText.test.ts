import * as fc from "fast-check"
import { describe, expect, it } from "vitest"
import { parseCents } from "../model/Money.ts"
import { amountText } from "./amountText.ts"

describe("amountText", () => {
  it("shows two decimals with thousands separators (spec section 9)", () => {
    expect(amountText(0)).toBe("0.00")
    expect(amountText(5)).toBe("0.05")
    expect(amountText(123456750)).toBe("1,234,567.50")
    expect(amountText(100000)).toBe("1,000.00")
    expect(amountText(-123456)).toBe("-1,234.56")
  })
  it("reads back to the same amount once the separators are removed", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (cents) => {
        expect(parseCents(amountText(cents).replaceAll(",", ""))).toBe(cents)
      }),
    )
  })
})

import * as fc from "fast-check"
import { describe, expect, it } from "vitest"
import { toDecimalText } from "../model/Money.ts"
import { validateAmount } from "./Amount.ts"

describe("validateAmount", () => {
  it("reads at most two decimals into minor units, thousands separators allowed", () => {
    expect(validateAmount(" 100 ")).toEqual({ _tag: "Valid", value: 10000 })
    expect(validateAmount("0.1")).toEqual({ _tag: "Valid", value: 10 })
    expect(validateAmount("1,234.56")).toEqual({ _tag: "Valid", value: 123456 })
  })

  it("refuses other formats", () => {
    for (const bad of ["1.234", "1,23", "-5", "1e3", "abc", "12.", ".5", "1,2345"])
      expect(validateAmount(bad), bad).toEqual({
        _tag: "Invalid",
        problem: { key: "amount_format_invalid", params: {} },
      })
    expect(validateAmount(" ")).toEqual({ _tag: "Invalid", problem: { key: "input_required", params: {} } })
  })

  it("checks the bounds and the balance, with display values in major units", () => {
    const bounds = { min: 10000, max: 5000000, balance: 20000 }
    expect(validateAmount("99.99", bounds)).toEqual({
      _tag: "Invalid",
      problem: { key: "amount_below_min", params: { min: 100 } },
    })
    expect(validateAmount("50000.01", { ...bounds, balance: undefined })).toEqual({
      _tag: "Invalid",
      problem: { key: "amount_above_max", params: { max: 50000 } },
    })
    expect(validateAmount("200.01", bounds)).toEqual({
      _tag: "Invalid",
      problem: { key: "amount_above_balance", params: { balance: 200 } },
    })
    expect(validateAmount("200", bounds)).toEqual({ _tag: "Valid", value: 20000 })
    expect(validateAmount("0")).toEqual({
      _tag: "Invalid",
      problem: { key: "amount_below_min", params: { min: 0.01 } },
    })
  })

  it("accepts every amount of two decimals within bounds, exactly", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e12 }), (cents) => {
        expect(validateAmount(toDecimalText(cents))).toEqual({ _tag: "Valid", value: cents })
      }),
    )
  })
})

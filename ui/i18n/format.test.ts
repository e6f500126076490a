import { describe, expect, it } from "vitest"
import { clockText, formatNumber } from "./format.ts"

describe("clockText", () => {
  it("shows GMT+8 whatever the machine's zone", () => {
    // 2024-03-01 23:30:05 UTC is 2024-03-02 07:30:05 in GMT+8.
    expect(clockText(Date.UTC(2024, 2, 1, 23, 30, 5))).toBe("02/03/2024 07:30:05")
  })
  it("pads every field", () => {
    expect(clockText(Date.UTC(2024, 0, 1, 0, 0, 0) - 8 * 3600_000)).toBe("01/01/2024 00:00:00")
  })
})

describe("formatNumber", () => {
  it("has two decimals and thousands separators", () => {
    expect(formatNumber(1234567.5)).toBe("1,234,567.50")
    expect(formatNumber(0)).toBe("0.00")
    expect(formatNumber(-12.5)).toBe("-12.50")
    expect(formatNumber(0.125)).toBe("0.13")
  })
})

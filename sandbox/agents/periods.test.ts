import { describe, expect, it } from "vitest"
import { periodOf } from "./periods.ts"

// 2024-03-20 13:07 in GMT+8 (a Wednesday).
const at = Date.UTC(2024, 2, 20, 5, 7)
const local = (y: number, m: number, d: number, h = 0, mi = 0) => Date.UTC(y, m - 1, d, h, mi) - 8 * 3600_000

describe("settlement periods in GMT+8", () => {
  it("cuts five minutes, hours and days", () => {
    expect(periodOf("5M", at)).toEqual({
      start: local(2024, 3, 20, 13, 5),
      end: local(2024, 3, 20, 13, 10),
      label: "2024-03-20 13:05",
    })
    expect(periodOf("HOUR", at).label).toBe("2024-03-20 13:00")
    expect(periodOf("D", at)).toMatchObject({ start: local(2024, 3, 20), end: local(2024, 3, 21), label: "2024-03-20" })
  })
  it("cuts weeks from Monday, half months and months", () => {
    expect(periodOf("W", at)).toMatchObject({ start: local(2024, 3, 18), label: "2024-03-18~2024-03-24" })
    expect(periodOf("H", at)).toMatchObject({
      start: local(2024, 3, 16),
      end: local(2024, 4, 1),
      label: "2024-03-16~2024-03-31",
    })
    expect(periodOf("H", local(2024, 2, 15, 23)).label).toBe("2024-02-01~2024-02-15")
    expect(periodOf("M", local(2024, 2, 29, 12)).label).toBe("2024-02-01~2024-02-29")
  })
  it("puts a GMT+8 midnight in the new day", () => {
    expect(periodOf("D", local(2024, 3, 21)).label).toBe("2024-03-21")
    expect(periodOf("D", local(2024, 3, 21) - 1).label).toBe("2024-03-20")
  })
})

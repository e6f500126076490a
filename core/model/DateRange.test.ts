import * as fc from "fast-check"
import { describe, expect, it } from "vitest"
import { dayOf, isValidRange, rangeOf, timesOf } from "./DateRange.ts"

// 2024-03-01 17:30 UTC is 2024-03-02 01:30 in GMT+8.
const now = Date.UTC(2024, 2, 1, 17, 30)

describe("DateRange", () => {
  it("reads today in GMT+8 whatever the machine's zone", () => {
    expect(dayOf(now)).toBe("2024-03-02")
  })
  it("gives the presets of spec section 9, both ends included", () => {
    expect(rangeOf("today", now)).toEqual({ startDate: "2024-03-02", endDate: "2024-03-02" })
    expect(rangeOf("previous7", now)).toEqual({ startDate: "2024-02-25", endDate: "2024-03-02" })
    expect(rangeOf("previous30", now)).toEqual({ startDate: "2024-02-02", endDate: "2024-03-02" })
    expect(rangeOf("next7", now)).toEqual({ startDate: "2024-03-02", endDate: "2024-03-08" })
    expect(rangeOf("next30", now)).toEqual({ startDate: "2024-03-02", endDate: "2024-03-31" })
  })
  it("always gives a valid range", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4e12 }),
        fc.constantFrom("today", "previous7", "previous30", "next7", "next30") as fc.Arbitrary<
          "today" | "previous7" | "previous30" | "next7" | "next30"
        >,
        (t, preset) => isValidRange(rangeOf(preset, t)),
      ),
    )
  })
  it("refuses an inverted or ill-formed range", () => {
    expect(isValidRange({ startDate: "2024-03-02", endDate: "2024-03-01" })).toBe(false)
    expect(isValidRange({ startDate: "2024-3-1", endDate: "2024-03-01" })).toBe(false)
  })
  it("gives the day bounds as times", () => {
    expect(timesOf({ startDate: "2024-03-01", endDate: "2024-03-02" })).toEqual({
      startTime: "2024-03-01 00:00:00",
      endTime: "2024-03-02 23:59:59",
    })
  })
})

import { describe, expect, it } from "vitest"
import { dayBounds, timeBounds } from "./dates.ts"

const hour = 60 * 60 * 1000

describe("date filters", () => {
  it("reads whole days in GMT+8, both ends included", () => {
    const b = dayBounds({ startDate: "2024-03-01", endDate: "2024-03-02" })
    expect(b.from).toBe(Date.UTC(2024, 2, 1) - 8 * hour)
    expect(b.to).toBe(Date.UTC(2024, 2, 3) - 8 * hour)
  })
  it("reads times to the second, a bare date as its whole day", () => {
    const b = timeBounds({ startTime: "2024-03-01 00:00:00", endTime: "2024-03-01 23:59:59" })
    expect(b.to - b.from).toBe(24 * hour)
    expect(timeBounds({ startTime: "2024-03-01", endTime: "2024-03-01" }).to - b.from).toBe(24 * hour)
  })
  it("refuses impossible dates, reversed ranges and ranges over 400 days, naming the field", () => {
    expect(() => dayBounds({ startDate: "2024-02-30", endDate: "2024-03-01" })).toThrow(/startDate/)
    expect(() => dayBounds({ startDate: "2024-03-02", endDate: "2024-03-01" })).toThrow(/endDate/)
    expect(() => dayBounds({ startDate: "2020-01-01", endDate: "2024-01-01" })).toThrow(/400 days/)
    expect(() => dayBounds({ startDate: "2024-03-01 10:00", endDate: "2024-03-01" })).toThrow(/yyyy-MM-dd/)
    expect(() => timeBounds({ startTime: "2024-03-01 24:00:00", endTime: "2024-03-02" })).toThrow(/startTime/)
  })
})

import { describe, expect, it } from "vitest"
import { portalDate, portalMidnight, portalTime } from "./portalTime.ts"

describe("portal time (GMT+8)", () => {
  it("formats an instant in GMT+8 whatever the server's zone", () => {
    expect(portalTime(Date.UTC(2025, 0, 21, 16, 5, 9))).toBe("2025-01-22 00:05:09")
    expect(portalDate(Date.UTC(2025, 0, 21, 15, 59, 59), "")).toBe("20250121")
  })
  it("finds the GMT+8 midnight before an instant", () => {
    expect(portalMidnight(Date.UTC(2025, 0, 21, 16, 5, 9))).toBe(Date.UTC(2025, 0, 21, 16, 0, 0))
    expect(portalMidnight(Date.UTC(2025, 0, 21, 15, 0, 0))).toBe(Date.UTC(2025, 0, 20, 16, 0, 0))
  })
})

import { describe, expect, it } from "vitest"
import { orderTime } from "./orderTime.ts"

describe("orderTime", () => {
  it("writes platform text and epoch ms alike in the brand's format (GMT+8), and marks a missing time", () => {
    expect(orderTime("2026-01-15 12:00:00")).toBe("15/01/2026 12:00:00")
    expect(orderTime(Date.UTC(2026, 0, 15, 4, 0, 0))).toBe("15/01/2026 12:00:00")
    expect(orderTime(null)).toBe("—")
  })
})

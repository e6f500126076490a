import { describe, expect, it } from "vitest"
import { periodText } from "./periodText.ts"

describe("periodText", () => {
  it("shows the day of each end, text or epoch (GMT+8)", () => {
    expect(periodText("2026-01-01 00:00:00", "2026-03-31 23:59:59")).toBe("01/01/2026 – 31/03/2026")
    // 2026-01-31 20:00 UTC is already 1 February in GMT+8.
    expect(periodText(Date.UTC(2026, 0, 31, 20), null)).toBe("01/02/2026")
    expect(periodText(undefined, null)).toBe("")
  })
})

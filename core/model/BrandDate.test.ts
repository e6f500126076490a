import { describe, expect, it } from "vitest"
import { brandDayText, brandTimeText, parseBrandDay } from "./BrandDate.ts"

describe("the brand's one date format", () => {
  it("writes an instant as DD/MM/YYYY HH:mm:ss in GMT+8, whatever the machine's zone", () => {
    expect(brandTimeText(Date.UTC(2026, 0, 15, 16, 5, 9))).toBe("16/01/2026 00:05:09")
  })

  it("rewrites the platform's yyyy-MM-dd times and days, and leaves other text as sent", () => {
    expect(brandTimeText("2026-01-15 12:00:00")).toBe("15/01/2026 12:00:00")
    expect(brandTimeText("2026-01-15T12:00")).toBe("15/01/2026 12:00")
    expect(brandTimeText("2026-01-15")).toBe("15/01/2026")
    expect(brandDayText("2026-03-09")).toBe("09/03/2026")
    expect(brandTimeText("yesterday")).toBe("yesterday")
  })

  it("reads a typed DD/MM/YYYY day back as yyyy-MM-dd, refusing a day that does not exist", () => {
    expect(parseBrandDay("01/02/2026")).toBe("2026-02-01")
    expect(parseBrandDay(" 1/2/2026 ")).toBe("2026-02-01")
    expect(parseBrandDay("29/02/2026")).toBeUndefined()
    expect(parseBrandDay("2026-02-01")).toBeUndefined()
    expect(parseBrandDay("")).toBeUndefined()
  })
})

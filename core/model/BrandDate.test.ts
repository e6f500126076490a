import { describe, expect, it } from "vitest"
import { brandDatesIn, brandDayText, brandTimeText, parseBrandDay } from "./BrandDate.ts"

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

  it("writes an ISO 8601 instant with its zone as the brand's GMT+8 time, not as sent", () => {
    expect(brandTimeText("2026-11-29T21:19:25.487Z")).toBe("30/11/2026 05:19:25")
    expect(brandTimeText("2026-11-29T21:19:25+08:00")).toBe("29/11/2026 21:19:25")
  })

  it("rewrites every date inside a text: a period's range, a message's instant", () => {
    expect(brandDatesIn("2026-11-16~2026-11-30")).toBe("16/11/2026~30/11/2026")
    expect(brandDatesIn("2026-11-29 14:05")).toBe("29/11/2026 14:05")
    expect(brandDatesIn("Wager limit reached, resets at 2026-11-29T21:19:25.487Z")).toBe(
      "Wager limit reached, resets at 30/11/2026 05:19:25",
    )
    expect(brandDatesIn("no date here")).toBe("no date here")
  })

  it("reads a typed DD/MM/YYYY day back as yyyy-MM-dd, refusing a day that does not exist", () => {
    expect(parseBrandDay("01/02/2026")).toBe("2026-02-01")
    expect(parseBrandDay(" 1/2/2026 ")).toBe("2026-02-01")
    expect(parseBrandDay("29/02/2026")).toBeUndefined()
    expect(parseBrandDay("2026-02-01")).toBeUndefined()
    expect(parseBrandDay("")).toBeUndefined()
  })
})

import { describe, expect, it } from "vitest"
import { gameCategories } from "./GameCategory.ts"
import { isPaged, recordFilters } from "./RecordOptions.ts"

describe("record filters", () => {
  it("gives the betting record a game type, a vendor and a result filter", () => {
    expect(Object.keys(recordFilters.betting)).toEqual(["type", "vendor", "status"])
    const type = recordFilters.betting.type
    expect(type?._tag === "Codes" && type.choices.map((c) => c.value)).toEqual(gameCategories)
    expect(recordFilters.betting.status).toEqual({
      _tag: "Codes",
      column: "result",
      choices: ["WIN", "LOSE", "TIE"].map((v) => ({ value: v, code: v })),
    })
  })

  it("filters the redeem history by the three statuses of spec section 4", () => {
    expect(recordFilters.redeem.status).toEqual({
      _tag: "Codes",
      column: "redeemStatus",
      choices: [
        { value: "P", code: "inProcess" },
        { value: "A", code: "approved" },
        { value: "R", code: "rejected" },
      ],
    })
  })

  it("pages every list but the personal profit", () => {
    expect(isPaged("betting")).toBe(true)
    expect(isPaged("profit")).toBe(false)
  })
})

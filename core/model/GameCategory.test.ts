import { describe, expect, it } from "vitest"
import { categoryOf, categoryRoute, esportsVendors, gameCategories, isLotteryCategory } from "./GameCategory.ts"

describe("GameCategory", () => {
  it("maps each category to its page (spec section 2)", () => {
    expect(categoryRoute).toEqual({
      ELOTT: "/elott",
      LOTT: "/elott",
      LIVE: "/live",
      SPORTS: "/sports",
      FISH: "/fish",
      RNG: "/rng",
      PVP: "/pvp",
      ESPORTS: "/esports",
    })
  })
  it("reads lane titles in any case and leaves unknown ones out", () => {
    expect(categoryOf("rng")).toBe("RNG")
    expect(categoryOf(" ELOTT ")).toBe("ELOTT")
    expect(categoryOf("CHESS")).toBeUndefined()
    expect(categoryOf(null)).toBeUndefined()
    for (const c of gameCategories) expect(categoryOf(c)).toBe(c)
  })
  it("knows the lottery categories and the esports vendors", () => {
    expect(gameCategories.filter(isLotteryCategory)).toEqual(["ELOTT", "LOTT"])
    expect([...esportsVendors]).toEqual(["AV", "AI", "IMES", "TF", "IA"])
  })
})

import { describe, expect, it } from "vitest"
import { vendors } from "../seed/vendors.ts"
import { gameArt, gameMotif, lotteryArt, vendorArt } from "./artwork.ts"
import { demoGames } from "./catalogue.ts"
import { lotteriesOf } from "./lottery/menus.ts"

const wellFormed = (svg: string) => {
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true)
  expect(svg.endsWith("</svg>")).toBe(true)
  expect(svg).not.toMatch(/<script|\son[a-z]+=|NaN|undefined/)
}

describe("the catalogue's artwork", () => {
  it("draws a distinct card for every vendor, with its name", () => {
    const cards = vendors.map(vendorArt)
    for (const [i, svg] of cards.entries()) {
      wellFormed(svg)
      expect(svg).toContain(vendors[i]!.displayName.split(" ")[0]!.replace("'", "&#39;"))
    }
    expect(new Set(cards).size).toBe(cards.length)
  })
  it("draws a distinct card for every game, and an icon for every lottery", () => {
    const cards = demoGames.map(gameArt)
    cards.forEach(wellFormed)
    expect(new Set(cards).size).toBe(cards.length)
    lotteriesOf("VN").map(lotteryArt).forEach(wellFormed)
  })
  it("picks the motif by classification, then by category", () => {
    expect(gameMotif({ classify: "ROULETTE", category: "LIVE" })).toBe("wheel")
    expect(gameMotif({ classify: "SLOT", category: "RNG" })).toBe("reels")
    expect(gameMotif({ classify: "FISHING", category: "FISH" })).toBe("fish")
  })
})

import { describe, expect, it } from "vitest"
import { vendors } from "../seed/vendors.ts"
import { gameArt, gameMotif, lotteryArt, vendorArt } from "./artwork.ts"
import { demoGames } from "./catalogue.ts"
import { lotteriesOf } from "./lottery/menus.ts"
import { slotLook } from "./slotArt.ts"

const wellFormed = (svg: string) => {
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true)
  expect(svg.endsWith("</svg>")).toBe(true)
  expect(svg).not.toMatch(/<script|\son[a-z]+=|NaN|undefined/)
}

describe("the catalogue's artwork", () => {
  it("draws a distinct wordmark for every vendor, with its name", () => {
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
  it("bakes no word into a game's card: the portal's caption is the only name", () => {
    for (const g of demoGames) {
      const body = gameArt(g).replace(/^<svg[^>]*>/, "")
      expect(body, g.code).not.toMatch(/<text|<tspan|<foreignObject/)
    }
  })
  it("varies a slot's symbols and composition with its id, not only its colours", () => {
    const slots = demoGames.filter((g) => g.classify === "SLOT")
    const looks = slots.map((g) => slotLook(g.code))
    expect(looks.map((l) => l).every((l) => l.lead !== l.companions[0] && l.lead !== l.companions[1])).toBe(true)
    const kinds = new Set(looks.map((l) => `${l.lead}/${l.composition}`))
    expect(kinds.size).toBeGreaterThan(slots.length / 3)
    expect(new Set(looks.map((l) => l.composition)).size).toBe(5)
    expect(new Set(looks.map((l) => l.lead)).size).toBe(16)
    expect(slotLook("PT-001")).toEqual(slotLook("PT-001"))
  })
  it("picks the motif by classification, then by category", () => {
    expect(gameMotif({ classify: "ROULETTE", category: "LIVE" })).toBe("wheel")
    expect(gameMotif({ classify: "SLOT", category: "RNG" })).toBe("reels")
    expect(gameMotif({ classify: "FISHING", category: "FISH" })).toBe("fish")
  })
})

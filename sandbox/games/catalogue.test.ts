import { describe, expect, it } from "vitest"
import { vendors } from "../seed/vendors.ts"
import { demoGames, gameByCode, gameByNodeId, gamesOfVendor, lobbyGameOf, slotsPerVendor } from "./catalogue.ts"

describe("the demo catalogue", () => {
  it("gives every RNG vendor its slots and every other non-lottery vendor at least one game", () => {
    for (const v of vendors) {
      const n = gamesOfVendor(v.code).length
      if (v.category === "RNG")
        expect(gamesOfVendor(v.code).filter((g) => g.classify === "SLOT").length, v.code).toBe(slotsPerVendor)
      else if (v.category === "LOTT" || v.category === "ELOTT") expect(n, v.code).toBe(0)
      else expect(n, v.code).toBeGreaterThan(0)
    }
  })
  it("holds at least 150 slots across the slot vendors, each named once, the same on every start", () => {
    const slots = demoGames.filter((g) => g.classify === "SLOT")
    expect(slots.length).toBeGreaterThanOrEqual(150)
    expect(new Set(slots.map((g) => g.vendor)).size).toBeGreaterThanOrEqual(7)
    expect(new Set(demoGames.map((g) => g.name)).size).toBe(demoGames.length)
    expect(gameByCode("PT-001")?.name).toBe("Golden Lotus")
    expect(gameByCode("PT-013")?.name).toBe("Golden Pharaoh")
  })
  it("has unique, URL-safe codes and unique node ids, found both ways", () => {
    expect(new Set(demoGames.map((g) => g.code)).size).toBe(demoGames.length)
    expect(new Set(demoGames.map((g) => g.nodeId)).size).toBe(demoGames.length)
    for (const g of demoGames) {
      expect(g.code).toMatch(/^[A-Za-z0-9_-]{1,40}$/)
      expect(gameByCode(g.code)).toBe(g)
      expect(gameByNodeId(String(g.nodeId))).toBe(g)
    }
    expect(gameByNodeId("1e5")).toBeUndefined()
    expect(gameByNodeId(" 100301")).toBeUndefined()
  })
  it("plays each game on its vendor's wallet and marks the first games of a vendor hot", () => {
    for (const g of demoGames) {
      const v = vendors.find((x) => x.code === g.vendor)!
      expect([g.accountTypeId, g.category]).toEqual([v.accountTypeId, v.category])
    }
    expect(
      gamesOfVendor("PT")
        .filter((g) => g.hot)
        .map((g) => g.sort),
    ).toEqual([0, 1])
    expect(lobbyGameOf("BBIN")?.name).toBe("BBIN Live Lobby")
    expect(lobbyGameOf("TCG")).toBeUndefined()
  })
})

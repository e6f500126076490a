import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { isHot, opensGameList, VendorCatalogue } from "./GameVendor.ts"

/** A catalogue as the platform sends it (wire notes section 5), ids as numbers and flags as 1/0 or strings. */
const vendorWire = {
  data: {
    lanes: [
      {
        title: "RNG",
        gameClassify: 1,
        cards: [
          {
            vassalage: "PT",
            gameType: "RNG",
            accountTypeName: "PT",
            accountTypeId: 12,
            displayName: "Playtech",
            lagerIcon: "/img/pt.png",
            isGame: "VASSALAGE",
            appNewWindow: 0,
            freeplay: "1",
            nodeId: null,
            platform: "html5-desktop",
            isHot: 1,
          },
        ],
      },
      {
        title: "LIVE",
        cards: [
          { vassalage: "AG", displayName: "AG Live", isGame: "game", gameId: "9001", nodeId: 555, isHot: 0 },
          { vassalage: "DG", displayName: "DG", isGame: "game", gameId: 77 },
        ],
      },
      { title: "SPORTS", cards: null },
    ],
  },
}

describe("VendorCatalogue", () => {
  const decode = Schema.decodeUnknownSync(VendorCatalogue)
  it("decodes lanes and cards, ids as text and flags as booleans", () => {
    const c = decode(vendorWire)
    expect(c.data.lanes.map((l) => l.title)).toEqual(["RNG", "LIVE", "SPORTS"])
    const pt = c.data.lanes[0]?.cards[0]
    expect(pt).toMatchObject({ vassalage: "PT", accountTypeId: "12", freeplay: true, appNewWindow: false, isHot: true })
    expect(c.data.lanes[0]?.gameClassify).toBe("1")
    expect(c.data.lanes[1]?.cards[0]).toMatchObject({ gameId: "9001", nodeId: "555", isHot: false })
    expect(c.data.lanes[2]?.cards).toEqual([])
  })
  it("tells popup-list vendors and hot vendors", () => {
    const [rng, live] = decode(vendorWire).data.lanes
    expect(opensGameList(rng!.cards[0]!)).toBe(true)
    expect(opensGameList(live!.cards[0]!)).toBe(false)
    expect(isHot(rng!.cards[0]!)).toBe(true)
    expect(isHot(live!.cards[1]!)).toBe(false)
  })
  it("refuses a card without its vendor code, and an answer without data", () => {
    expect(() => decode({ data: { lanes: [{ title: "RNG", cards: [{ displayName: "x" }] }] } })).toThrow()
    expect(() => decode({ lanes: [] })).toThrow()
  })
  it("reads a missing lane list as empty", () => {
    expect(decode({ data: {} }).data.lanes).toEqual([])
  })
})

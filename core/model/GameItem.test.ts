import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { GameItem, gameIcon, gameTitle } from "./GameItem.ts"

describe("GameItem", () => {
  const decode = Schema.decodeUnknownSync(GameItem)
  it("decodes a game of a list (wire notes section 5)", () => {
    const g = decode({
      nodeId: 40012,
      nodeName: "Great Blue",
      gameName: "greatblue",
      displayName: null,
      showIcon: "/icons/bl.png",
      vassalage: "PT",
      gameType: "RNG",
      gameCode: "bib",
      gameId: 77,
      isGame: "game",
      accountTypeName: "PT",
      freeplay: "Y",
      platform: "html5-desktop",
      supportPlay: "html5,flash",
      rtp: 96.5,
    })
    expect(g).toMatchObject({ nodeId: "40012", gameId: "77", freeplay: true, supportPlay: "html5,flash" })
    expect(gameTitle(g)).toBe("greatblue")
    expect(gameIcon(g)).toBe("/icons/bl.png")
  })
  it("falls back through the names and icons, to the id", () => {
    expect(gameTitle(decode({ nodeId: 1 }))).toBe("1")
    expect(gameTitle(decode({ nodeId: 1, nodeName: "Node" }))).toBe("Node")
    expect(gameIcon(decode({ nodeId: 1, smallIcon: "s.png" }))).toBe("s.png")
    expect(gameIcon(decode({ nodeId: 1 }))).toBeUndefined()
  })
  it("refuses a game without its nodeId", () => {
    expect(() => decode({ gameName: "x" })).toThrow()
  })
})

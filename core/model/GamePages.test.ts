import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { FavouriteIds, FavouritesPage, GamesPage, HotGames, RecentGames } from "./GamePages.ts"

describe("game pages", () => {
  it("decodes a page of a game list with counts as numbers or text", () => {
    const p = Schema.decodeUnknownSync(GamesPage)({
      games: [{ nodeId: 1 }, { nodeId: "2" }],
      totalPages: "3",
      pageNum: 1,
      pageSize: 30,
    })
    expect(p).toEqual({ games: [{ nodeId: "1" }, { nodeId: "2" }], totalPages: 3, pageNum: 1, pageSize: 30 })
  })
  it("reads an empty result with no list", () => {
    expect(Schema.decodeUnknownSync(GamesPage)({ totalPages: 0 }).games).toEqual([])
    expect(Schema.decodeUnknownSync(HotGames)({}).list).toEqual([])
    expect(Schema.decodeUnknownSync(RecentGames)({ list: null, totalPages: 0 }).list).toEqual([])
  })
  it("decodes favourite ids, null meaning none", () => {
    expect(Schema.decodeUnknownSync(FavouriteIds)([40012, "40013"])).toEqual(["40012", "40013"])
    expect(Schema.decodeUnknownSync(FavouriteIds)(null)).toEqual([])
  })
  it("decodes a page of favourites from content[]", () => {
    const p = Schema.decodeUnknownSync(FavouritesPage)({ content: [{ nodeId: 5, gameName: "x" }], pageNum: 1 })
    expect(p.content[0]?.nodeId).toBe("5")
  })
})

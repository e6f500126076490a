import * as Schema from "effect/Schema"
import * as fc from "fast-check"
import { describe, expect, it } from "vitest"
import type { Event } from "../../events/Event.ts"
import { GamesPage } from "../../model/GamePages.ts"
import { VendorCatalogue } from "../../model/GameVendor.ts"
import { sessionEndings } from "../../workflows/memberTestKit.ts"
import { initialState, replay } from "../State.ts"
import { findVendor, hasMoreGames, headerCategories, isFavourite, vendorsOf } from "./catalogue.ts"

const card = (vassalage: string, extra: Record<string, unknown> = {}) => ({
  vassalage,
  displayName: vassalage,
  ...extra,
})
const vendors = (lanes: ReadonlyArray<{ title: string; cards: ReadonlyArray<unknown> }>): Event => ({
  _tag: "VendorsLoaded",
  value: Schema.decodeUnknownSync(VendorCatalogue)({ data: { lanes } }),
})
const page = (nodeIds: ReadonlyArray<number>, pageNum: number, totalPages: number): Event => ({
  _tag: "GamesLoaded",
  value: Schema.decodeUnknownSync(GamesPage)({ games: nodeIds.map((nodeId) => ({ nodeId })), pageNum, totalPages }),
})
const game = (nodeId: string) => ({ nodeId })
const query = { vassalage: "PT", gameType: "RNG", pageNo: 1, pageSize: 2 }

describe("catalogue: vendors", () => {
  const sevenRng = Array.from({ length: 7 }, (_, i) => card(`V${i}`))
  const lanes = [
    { title: "LIVE", cards: [card("AG"), card("DG")] },
    { title: "RNG", cards: sevenRng },
    { title: "SPORTS", cards: [] },
    { title: "CHESS", cards: [card("KY")] },
    { title: "live", cards: [card("OG")] },
  ]
  const s = replay([vendors(lanes)])
  it("groups vendors by category, joining lanes of one category and leaving unknown titles out", () => {
    expect(s.catalogue.vendorsLoaded).toBe(true)
    expect(vendorsOf(s.catalogue, "LIVE").map((c) => c.vassalage)).toEqual(["AG", "DG", "OG"])
    expect(vendorsOf(s.catalogue, "FISH")).toEqual([])
    expect(findVendor(s.catalogue, "V3")?.category).toBe("RNG")
    expect(findVendor(s.catalogue, "KY")).toBeUndefined()
  })
  it("shows a category in the header exactly when it has a vendor; more than 6 is not centred", () => {
    expect(headerCategories(s.catalogue).map((h) => [h.category, h.route, h.vendors.length, h.centred])).toEqual([
      ["LIVE", "/live", 3, true],
      ["RNG", "/rng", 7, false],
    ])
  })
  it("keeps the slice when the same catalogue comes again (a cached reload)", () => {
    // A fresh decoding of the same answer: equal, not the same objects.
    const again = replay([vendors(lanes)], s)
    expect(again.catalogue).toBe(s.catalogue)
  })
})

describe("catalogue: games of a lobby", () => {
  it("records the query, then fills page 1 and appends the next page", () => {
    const s1 = replay([{ _tag: "GamesRequested", query }])
    expect(s1.catalogue.games).toMatchObject({ query, games: [], loading: true })
    const s2 = replay([page([1, 2], 1, 3)], s1)
    expect(s2.catalogue.games).toMatchObject({
      games: [game("1"), game("2")],
      pageNo: 1,
      totalPages: 3,
      loading: false,
    })
    expect(hasMoreGames(s2.catalogue.games)).toBe(true)
    const s3 = replay([{ _tag: "GamesRequested", query: { ...query, pageNo: 2 } }, page([3, 4], 2, 3)], s2)
    expect(s3.catalogue.games.games.map((g) => g.nodeId)).toEqual(["1", "2", "3", "4"])
    expect(s3.catalogue.games.pageNo).toBe(2)
  })
  it("ignores a repeated page, and stops at the last page", () => {
    const s = replay([{ _tag: "GamesRequested", query }, page([1, 2], 1, 2), page([3], 2, 2), page([3], 2, 2)])
    expect(s.catalogue.games.games.map((g) => g.nodeId)).toEqual(["1", "2", "3"])
    expect(hasMoreGames(s.catalogue.games)).toBe(false)
  })
  it("starts a new list for another vendor or a search, even on a later page", () => {
    const s = replay([
      { _tag: "GamesRequested", query },
      page([1, 2], 1, 3),
      { _tag: "GamesRequested", query: { ...query, gameName: "blue", pageNo: 2 } },
    ])
    expect(s.catalogue.games).toMatchObject({ games: [], pageNo: 0, loading: true })
  })
  it("stops loading when the call fails", () => {
    const s = replay([
      { _tag: "GamesRequested", query },
      { _tag: "CallFailed", endpoint: "gameList", status: 500, errorCode: "x", message: "", captcha: false },
    ])
    expect(s.catalogue.games.loading).toBe(false)
  })
  it("fills a page answered without a recorded query (a replayed recording)", () => {
    expect(replay([page([9], 1, 1)]).catalogue.games.games).toEqual([game("9")])
  })
})

describe("catalogue: hot, recent, rooms, types", () => {
  it("holds each list as answered", () => {
    const s = replay([
      { _tag: "HotGamesLoaded", value: { list: [game("1")] } },
      { _tag: "RecentGamesLoaded", value: { list: [game("2")], totalPages: 1 } },
      { _tag: "PvpRoomsLoaded", value: { list: [{ roomId: "3" }] } },
      { _tag: "VassGameTypesLoaded", value: { content: { RNG: { PT: [] } } } },
    ])
    expect(s.catalogue.hot).toEqual([game("1")])
    expect(s.catalogue.recent).toEqual({ list: [game("2")], totalPages: 1 })
    expect(s.catalogue.pvpRooms).toEqual([{ roomId: "3" }])
    expect(s.catalogue.vassGameTypes).toEqual({ RNG: { PT: [] } })
  })
  it("holds an empty type map when the answer has no content, so it is not asked again", () => {
    expect(replay([{ _tag: "VassGameTypesLoaded", value: {} }]).catalogue.vassGameTypes).toEqual({})
  })
})

describe("catalogue: favourites", () => {
  const loaded = replay([
    { _tag: "FavouriteIdsLoaded", value: ["1", "2"] },
    { _tag: "FavouritesLoaded", value: { content: [game("1"), game("2")], pageNum: 1, totalPages: 1 } },
  ])
  it("holds the ids and the page", () => {
    expect(isFavourite(loaded.catalogue, "2")).toBe(true)
    expect(isFavourite(loaded.catalogue, "3")).toBe(false)
    expect(loaded.catalogue.favourites.list).toHaveLength(2)
  })
  it("applies a change only once the platform confirms it", () => {
    const asked = replay([{ _tag: "FavouriteChangeRequested", nodeId: "3", favourite: true }], loaded)
    expect(isFavourite(asked.catalogue, "3")).toBe(false)
    const added = replay([{ _tag: "FavouriteAdded", value: null }], asked)
    expect(added.catalogue.favouriteIds).toEqual(["1", "2", "3"])
    expect(added.catalogue.pendingFavourites).toEqual([])
    const removed = replay(
      [
        { _tag: "FavouriteChangeRequested", nodeId: "1", favourite: false },
        { _tag: "FavouriteRemoved", value: null },
      ],
      added,
    )
    expect(removed.catalogue.favouriteIds).toEqual(["2", "3"])
    expect(removed.catalogue.favourites.list).toEqual([game("2")])
  })
  it("drops a refused change", () => {
    const s = replay(
      [
        { _tag: "FavouriteChangeRequested", nodeId: "3", favourite: true },
        { _tag: "NetworkFailed", endpoint: "addFavourite", reason: "abnormal" },
      ],
      loaded,
    )
    expect(s.catalogue.pendingFavourites).toEqual([])
    expect(s.catalogue.favouriteIds).toEqual(["1", "2"])
  })
  it("ignores a confirmation nothing asked for", () => {
    expect(replay([{ _tag: "FavouriteAdded", value: null }], loaded).catalogue).toBe(loaded.catalogue)
  })
  it("forgets the member's favourites and recent games on logout and when the session ends, keeping the catalogue", () => {
    const s = replay(
      [vendors([{ title: "LIVE", cards: [card("AG")] }]), { _tag: "RecentGamesLoaded", value: { list: [game("9")] } }],
      loaded,
    )
    for (const end of sessionEndings("balance", "login.not.session")) {
      const after = replay([end], s)
      expect(after.catalogue.favouriteIds).toEqual([])
      expect(after.catalogue.favourites.list).toEqual([])
      expect(after.catalogue.recent.list).toEqual([])
      expect(vendorsOf(after.catalogue, "LIVE")).toHaveLength(1)
    }
    expect(replay([{ _tag: "LoggedOut", value: null }]).catalogue).toBe(initialState.catalogue)
  })
})

describe("catalogue: totality", () => {
  const events: fc.Arbitrary<Event> = fc.oneof(
    fc.record({ _tag: fc.constant("FavouriteChangeRequested" as const), nodeId: fc.string(), favourite: fc.boolean() }),
    fc.constantFrom<Event>(
      { _tag: "FavouriteAdded", value: null },
      { _tag: "FavouriteRemoved", value: undefined },
      { _tag: "LoggedOut", value: null },
    ),
    fc.record({
      _tag: fc.constant("GamesRequested" as const),
      query: fc.record({ pageNo: fc.integer({ min: -2, max: 5 }), pageSize: fc.integer({ min: 0, max: 5 }) }),
    }),
    fc
      .record({
        pageNum: fc.option(fc.integer({ min: -1, max: 6 })),
        totalPages: fc.option(fc.integer({ min: 0, max: 6 })),
      })
      .map((v): Event => ({ _tag: "GamesLoaded", value: { games: [game("x")], ...v } })),
  )
  it("never throws and never holds a favourite twice", () => {
    fc.assert(
      fc.property(fc.array(events, { maxLength: 40 }), (log) => {
        const s = replay(log)
        expect(new Set(s.catalogue.favouriteIds).size).toBe(s.catalogue.favouriteIds.length)
        expect(s.catalogue.games.pageNo).toBeGreaterThanOrEqual(0)
      }),
    )
  })
})

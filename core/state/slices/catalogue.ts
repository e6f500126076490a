/**
 * The game catalogue (spec section 2 "Header bottom", section 3 "Game vendor card", section 4 "Caching",
 * "Favourite games"): vendors by category, the games of a lobby page by page (a vendor, a type, a search), hot
 * games, the member's favourites and recent games, PVP rooms, and the game types of popup-list vendors.
 *
 * The public catalogue survives a logout; what belongs to the member (favourites, recent games) is cleared on
 * `LoggedOut` and `SessionEnded`. Favourite changes are queued by `FavouriteChangeRequested` (the add and remove
 * answers do not repeat the game) and applied in order when the platform confirms them.
 */
import type { EndpointName } from "../../contract/Api.ts"
import { categoryOf, categoryRoute, centredVendorLimit, type GameCategory } from "../../model/GameCategory.ts"
import type { GameItem } from "../../model/GameItem.ts"
import { type GamesQuery, sameList } from "../../model/GamesQuery.ts"
import type { VendorCard, VendorLane } from "../../model/GameVendor.ts"
import type { PvpRoom } from "../../model/PvpRoom.ts"
import type { VassGameTypes } from "../../model/VassGameTypes.ts"
import { slice } from "../Slice.ts"
import { keepIfEqual } from "../sameJson.ts"

/** The games of one lobby list, page by page (infinite scroll appends). */
export interface GamesList {
  /** The list asked for last; undefined before any request. */
  readonly query: GamesQuery | undefined
  readonly games: ReadonlyArray<GameItem>
  /** The last page received (from 1); 0 before any. */
  readonly pageNo: number
  readonly totalPages: number
  readonly loading: boolean
}

/** A favourite change waiting for the platform's confirmation. */
export interface PendingFavourite {
  readonly nodeId: string
  readonly favourite: boolean
}

export interface CatalogueState {
  /** The vendor catalogue has been loaded (from the platform or the session cache). */
  readonly vendorsLoaded: boolean
  /** The lanes as sent. */
  readonly lanes: ReadonlyArray<VendorLane>
  /** The vendors of each known category, lanes of the same category joined. */
  readonly vendors: Readonly<Partial<Record<GameCategory, ReadonlyArray<VendorCard>>>>
  readonly games: GamesList
  readonly hot: ReadonlyArray<GameItem>
  /** nodeIds of the member's favourites. */
  readonly favouriteIds: ReadonlyArray<string>
  /** The member's favourites page. */
  readonly favourites: { readonly list: ReadonlyArray<GameItem>; readonly pageNo: number; readonly totalPages: number }
  readonly pendingFavourites: ReadonlyArray<PendingFavourite>
  readonly recent: { readonly list: ReadonlyArray<GameItem>; readonly totalPages: number }
  readonly pvpRooms: ReadonlyArray<PvpRoom>
  /** Game type → vendor code → what the platform lists; undefined until loaded. */
  readonly vassGameTypes: VassGameTypes["content"] | undefined
}

export const initialGames: GamesList = { query: undefined, games: [], pageNo: 0, totalPages: 0, loading: false }

export const initialCatalogue: CatalogueState = {
  vendorsLoaded: false,
  lanes: [],
  vendors: {},
  games: initialGames,
  hot: [],
  favouriteIds: [],
  favourites: { list: [], pageNo: 0, totalPages: 0 },
  pendingFavourites: [],
  recent: { list: [], totalPages: 0 },
  pvpRooms: [],
  vassGameTypes: undefined,
}

/** The vendors of each known category; lanes of unknown titles are left out. */
export const vendorsByCategory = (
  lanes: ReadonlyArray<VendorLane>,
): Readonly<Partial<Record<GameCategory, ReadonlyArray<VendorCard>>>> => {
  const out: Partial<Record<GameCategory, ReadonlyArray<VendorCard>>> = {}
  for (const lane of lanes) {
    const c = categoryOf(lane.title)
    if (c !== undefined) out[c] = [...(out[c] ?? []), ...lane.cards]
  }
  return out
}

/** Clears what belongs to the member; the same reference when there is nothing to clear. */
const forgetMember = (s: CatalogueState): CatalogueState =>
  s.favouriteIds.length === 0 &&
  s.favourites.list.length === 0 &&
  s.favourites.totalPages === 0 &&
  s.pendingFavourites.length === 0 &&
  s.recent.list.length === 0 &&
  s.recent.totalPages === 0
    ? s
    : {
        ...s,
        favouriteIds: [],
        favourites: initialCatalogue.favourites,
        pendingFavourites: [],
        recent: initialCatalogue.recent,
      }

/** Applies the oldest pending change of the given kind, now confirmed. */
const confirmFavourite = (s: CatalogueState, favourite: boolean): CatalogueState => {
  const i = s.pendingFavourites.findIndex((p) => p.favourite === favourite)
  const change = s.pendingFavourites[i]
  if (change === undefined) return s
  const pendingFavourites = s.pendingFavourites.filter((_, j) => j !== i)
  const has = s.favouriteIds.includes(change.nodeId)
  if (favourite) {
    return { ...s, pendingFavourites, favouriteIds: has ? s.favouriteIds : [...s.favouriteIds, change.nodeId] }
  }
  return {
    ...s,
    pendingFavourites,
    favouriteIds: has ? s.favouriteIds.filter((id) => id !== change.nodeId) : s.favouriteIds,
    favourites: s.favourites.list.some((g) => g.nodeId === change.nodeId)
      ? { ...s.favourites, list: s.favourites.list.filter((g) => g.nodeId !== change.nodeId) }
      : s.favourites,
  }
}

/** Drops the oldest pending change of the given kind: the platform refused it. */
const dropFavourite = (s: CatalogueState, favourite: boolean): CatalogueState => {
  const i = s.pendingFavourites.findIndex((p) => p.favourite === favourite)
  return i < 0 ? s : { ...s, pendingFavourites: s.pendingFavourites.filter((_, j) => j !== i) }
}

/** A call of this area failed: the queued change is dropped, a loading list stops loading. */
const failed = (s: CatalogueState, endpoint: EndpointName): CatalogueState => {
  switch (endpoint) {
    case "addFavourite":
      return dropFavourite(s, true)
    case "removeFavourite":
      return dropFavourite(s, false)
    case "gameList":
      return s.games.loading ? { ...s, games: { ...s.games, loading: false } } : s
    default:
      return s
  }
}

/** The slice with another games list, written out (Slice.ts, `Mutable`): lobby pages load all session. */
const withGames = (s: CatalogueState, games: GamesList): CatalogueState => ({
  vendorsLoaded: s.vendorsLoaded,
  lanes: s.lanes,
  vendors: s.vendors,
  games,
  hot: s.hot,
  favouriteIds: s.favouriteIds,
  favourites: s.favourites,
  pendingFavourites: s.pendingFavourites,
  recent: s.recent,
  pvpRooms: s.pvpRooms,
  vassGameTypes: s.vassGameTypes,
})

const count = (n: number | null | undefined): number => (n == null || !Number.isFinite(n) ? 0 : Math.max(0, n))

/**
 * The catalogue slice: the vendor catalogue and the hot games; the lobbies' game lists page by page, a member's
 * favourites (queued changes confirmed or dropped), recent games, PVP rooms and the VASSALAGE game types; a failed
 * call of the area, and what a member's end forgets.
 */
export const catalogue = slice<CatalogueState>(initialCatalogue, {
  VendorsLoaded: (s, e) => {
    const lanes = keepIfEqual(s.lanes, e.value.data.lanes)
    if (lanes === s.lanes && s.vendorsLoaded) return s
    return { ...s, vendorsLoaded: true, lanes, vendors: vendorsByCategory(lanes) }
  },
  HotGamesLoaded: (s, e) => {
    const hot = keepIfEqual(s.hot, e.value.list)
    return hot === s.hot ? s : { ...s, hot }
  },
  GamesRequested: (s, e) => {
    const q = e.query
    const prev = s.games
    const fresh = q.pageNo <= 1 || prev.query === undefined || !sameList(prev.query, q)
    return {
      ...s,
      games: {
        query: q,
        games: fresh ? [] : prev.games,
        pageNo: fresh ? 0 : prev.pageNo,
        totalPages: fresh ? 0 : prev.totalPages,
        loading: true,
      },
    }
  },
  GamesLoaded: (s, e) => {
    const prev = s.games
    const pageNo = Math.max(1, count(e.value.pageNum) || prev.query?.pageNo || 1)
    // Page 1 (or a first answer) replaces; the next page appends; a repeated or stale page changes nothing.
    const replace = pageNo <= 1 || prev.pageNo === 0
    const append = !replace && pageNo === prev.pageNo + 1
    const next: GamesList =
      replace || append
        ? {
            query: prev.query,
            games: replace ? e.value.games : [...prev.games, ...e.value.games],
            pageNo,
            totalPages: count(e.value.totalPages),
            loading: false,
          }
        : { query: prev.query, games: prev.games, pageNo: prev.pageNo, totalPages: prev.totalPages, loading: false }
    const kept = keepIfEqual(prev, next)
    return kept === prev ? s : withGames(s, kept)
  },
  FavouriteIdsLoaded: (s, e) => {
    const favouriteIds = keepIfEqual(s.favouriteIds, e.value)
    return favouriteIds === s.favouriteIds ? s : { ...s, favouriteIds }
  },
  FavouritesLoaded: (s, e) => {
    const favourites = keepIfEqual(s.favourites, {
      list: e.value.content,
      pageNo: count(e.value.pageNum) || 1,
      totalPages: count(e.value.totalPages),
    })
    return favourites === s.favourites ? s : { ...s, favourites }
  },
  FavouriteChangeRequested: (s, e) => ({
    ...s,
    pendingFavourites: [...s.pendingFavourites, { nodeId: e.nodeId, favourite: e.favourite }],
  }),
  FavouriteAdded: (s) => confirmFavourite(s, true),
  FavouriteRemoved: (s) => confirmFavourite(s, false),
  RecentGamesLoaded: (s, e) => {
    const recent = keepIfEqual(s.recent, { list: e.value.list, totalPages: count(e.value.totalPages) })
    return recent === s.recent ? s : { ...s, recent }
  },
  PvpRoomsLoaded: (s, e) => {
    const pvpRooms = keepIfEqual(s.pvpRooms, e.value.list)
    return pvpRooms === s.pvpRooms ? s : { ...s, pvpRooms }
  },
  VassGameTypesLoaded: (s, e) => {
    const vassGameTypes = keepIfEqual(s.vassGameTypes, e.value.content ?? {})
    return vassGameTypes === s.vassGameTypes ? s : { ...s, vassGameTypes }
  },
  CallFailed: (s, e) => failed(s, e.endpoint),
  NetworkFailed: (s, e) => failed(s, e.endpoint),
  ApiResponseRejected: (s, e) => failed(s, e.endpoint),
  SessionEnded: (s, e) => forgetMember(failed(s, e.endpoint)),
  LoggedOut: (s) => forgetMember(s),
})

/** A category of the header: its page, its vendors, and whether the dropdown is centred (6 vendors or fewer). */
export interface HeaderCategory {
  readonly category: GameCategory
  readonly route: string
  readonly vendors: ReadonlyArray<VendorCard>
  readonly centred: boolean
}

/** The header's categories: each category with at least one vendor, in the order the lanes came (spec section 2). */
export const headerCategories = (s: CatalogueState): ReadonlyArray<HeaderCategory> => {
  const seen = new Set<GameCategory>()
  const out: Array<HeaderCategory> = []
  for (const lane of s.lanes) {
    const category = categoryOf(lane.title)
    if (category === undefined || seen.has(category)) continue
    seen.add(category)
    const vendors = s.vendors[category] ?? []
    if (vendors.length === 0) continue
    out.push({ category, route: categoryRoute[category], vendors, centred: vendors.length <= centredVendorLimit })
  }
  return out
}

/** The vendors of a category (none when the catalogue has no such lane). */
export const vendorsOf = (s: CatalogueState, category: GameCategory): ReadonlyArray<VendorCard> =>
  s.vendors[category] ?? []

/** The vendor card of a code, searched in every category. */
export const findVendor = (
  s: CatalogueState,
  vassalage: string,
): { readonly category: GameCategory; readonly card: VendorCard } | undefined => {
  for (const [category, cards] of Object.entries(s.vendors) as Array<[GameCategory, ReadonlyArray<VendorCard>]>) {
    const card = cards.find((c) => c.vassalage === vassalage)
    if (card !== undefined) return { category, card }
  }
  return undefined
}

/** The game is one of the member's favourites. */
export const isFavourite = (s: CatalogueState, nodeId: string): boolean => s.favouriteIds.includes(nodeId)

/** The lobby list has pages left to load (infinite scroll). */
export const hasMoreGames = (g: GamesList): boolean => !g.loading && g.pageNo > 0 && g.pageNo < g.totalPages

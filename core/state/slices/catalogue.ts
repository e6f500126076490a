/**
 * The game catalogue (spec section 2 "Header bottom", section 3 "Game vendor card", section 4 "Caching",
 * "Favourite games"): vendors by category, the games of a lobby page by page (a vendor, a type, a search), hot
 * games, the member's favourites and recent games, PVP rooms, and the game types of popup-list vendors.
 *
 * The public catalogue survives a logout; what belongs to the member (favourites, recent games) is cleared on
 * `LoggedOut` and `SessionEnded`. Favourite changes are queued by `FavouriteChangeRequested` (the add and remove
 * answers do not repeat the game) and applied in order when the platform confirms them.
 */
import { categoryOf, categoryRoute, centredVendorLimit, type GameCategory } from "../../model/GameCategory.ts"
import type { GameItem } from "../../model/GameItem.ts"
import type { GamesQuery } from "../../model/GamesQuery.ts"
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

/**
 * The catalogue slice's handlers the first view needs (the vendor catalogue, the hot games); the lobbies' lists,
 * favourites, recent games and PVP rooms are in catalogueLobby.ts, registered after the first view
 * (core/state/laterSlices.ts). State.ts joins both.
 */
export const catalogueCore = slice<CatalogueState>(initialCatalogue, {
  VendorsLoaded: (s, e) => {
    const lanes = keepIfEqual(s.lanes, e.value.data.lanes)
    if (lanes === s.lanes && s.vendorsLoaded) return s
    return { ...s, vendorsLoaded: true, lanes, vendors: vendorsByCategory(lanes) }
  },
  HotGamesLoaded: (s, e) => {
    const hot = keepIfEqual(s.hot, e.value.list)
    return hot === s.hot ? s : { ...s, hot }
  },
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

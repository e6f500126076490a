/**
 * The catalogue slice's handlers of the lobbies (spec section 2): a game list asked for and its pages, a member's
 * favourites (queued changes confirmed or dropped), recent games, PVP rooms and the VASSALAGE game types, a failed
 * call of the area, and what a member's end forgets. Apart from catalogue.ts's so the first view does not carry them
 * (core/state/laterSlices.ts); State.ts joins both into the catalogue slice.
 */
import { sameList } from "../../model/GamesQuery.ts"
import { slice } from "../Slice.ts"
import { keepIfEqual } from "../sameJson.ts"
import { type CatalogueState, type GamesList, initialCatalogue } from "./catalogue.ts"

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
const failed = (s: CatalogueState, endpoint: string): CatalogueState => {
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

const count = (n: number | null | undefined): number => (n == null || !Number.isFinite(n) ? 0 : Math.max(0, n))

export const catalogueLobby = slice<CatalogueState>(initialCatalogue, {
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
        : { ...prev, loading: false }
    const kept = keepIfEqual(prev, next)
    return kept === prev ? s : { ...s, games: kept }
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

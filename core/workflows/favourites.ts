/**
 * The member's favourite games (spec section 4 "Favourite games kept in session storage"; wire notes section 4):
 * the ids (`MCSFE_getFavoriteGames`, kept under `favGames` and reused while the session lasts), a page of the
 * favourites themselves (`MCSFE_getFavoriteGamesList`), and marking or unmarking a game (`addFavoriteGameV2`,
 * `removeFavoriteGameV2`). A visitor who tries to mark a game gets the login popup.
 */
import * as Effect from "effect/Effect"
import { games } from "../contract/api/games.ts"
import { FavouriteIds } from "../model/GamePages.ts"
import { isLoggedIn } from "../permissions/roles.ts"
import { SessionStore } from "../ports/KeyValue.ts"
import * as EventLog from "../store/EventLog.ts"
import { call } from "./call.ts"
import { cachedCall, writeCache } from "./sessionCache.ts"

/** Loads the favourite ids (from `favGames` unless `refresh`); none for a visitor. */
export const loadFavouriteIds = (options: { readonly refresh?: boolean } = {}) =>
  Effect.gen(function* () {
    if (!isLoggedIn(yield* EventLog.state)) return [] as ReadonlyArray<string>
    if (options.refresh === true) yield* SessionStore.use((s) => s.remove("favGames"))
    return yield* cachedCall("favGames", games.favouriteIds, {})
  })

/** What a page of favourites needs. */
export interface FavouritesQuery {
  readonly language: string
  readonly pageNo?: number
  readonly pageSize?: number
  readonly gameType?: string
}

/** Favourites per page: our choice (the spec gives none). */
export const favouritesPageSize = 30

/** Loads a page of the member's favourites. */
export const loadFavouriteList = (query: FavouritesQuery) =>
  Effect.gen(function* () {
    const token = yield* SessionStore.use((s) => s.get("token"))
    return yield* call(games.favouriteList, {
      clientType: 3,
      platform: "flash",
      language: query.language,
      token: token ?? "",
      pageNo: query.pageNo ?? 1,
      pageSize: query.pageSize ?? favouritesPageSize,
      ...(query.gameType !== undefined ? { gameType: query.gameType } : {}),
    })
  })

/** The game a favourite change names. */
export interface FavouriteGame {
  readonly nodeId: string
  /** The vendor code. */
  readonly vendor: string
  readonly gameType: string
}

/** Marks (`favourite: true`) or unmarks a game; the stored ids follow. False when a visitor was sent to log in. */
export const setFavourite = (game: FavouriteGame, favourite: boolean) =>
  Effect.gen(function* () {
    if (!isLoggedIn(yield* EventLog.state)) {
      yield* EventLog.emit({ _tag: "ModalOpened", modal: "loginPopup" })
      return false
    }
    yield* EventLog.emit({ _tag: "FavouriteChangeRequested", nodeId: game.nodeId, favourite })
    const body = { nodeId: game.nodeId, vendor: game.vendor, gameType: game.gameType }
    yield* favourite ? call(games.addFavourite, body) : call(games.removeFavourite, body)
    const ids = (yield* EventLog.state).catalogue.favouriteIds
    yield* writeCache("favGames", FavouriteIds, ids)
    return true
  })

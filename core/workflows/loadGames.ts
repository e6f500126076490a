/**
 * Loads a page of a lobby's games (`GCSGAME_gameList`; wire notes section 4): a vendor and game type, optionally a
 * search within the lobby, page by page as the list scrolls (spec section 9: infinite scroll). The query is
 * recorded first (`GamesRequested`), since the answer does not repeat it.
 */
import * as Effect from "effect/Effect"
import { games } from "../contract/api/games.ts"
import { type GamesQuery, gameListRequest } from "../model/GamesQuery.ts"
import { hasMoreGames } from "../state/slices/catalogue.ts"
import * as EventLog from "../store/EventLog.ts"
import { call } from "./call.ts"

/** Loads the page the query names; hands back the page. */
export const loadGames = (query: GamesQuery, language: string) =>
  Effect.gen(function* () {
    yield* EventLog.emit({ _tag: "GamesRequested", query })
    const state = yield* EventLog.state
    return yield* call(games.gameList, gameListRequest(query, state.settings.merchantCode, language))
  })

/** Loads the next page of the current list, if it has one; false when there was nothing more to load. */
export const loadMoreGames = (language: string) =>
  Effect.gen(function* () {
    const games = (yield* EventLog.state).catalogue.games
    if (games.query === undefined || !hasMoreGames(games)) return false
    yield* loadGames({ ...games.query, pageNo: games.pageNo + 1 }, language)
    return true
  })

/** Loads the member's recently played games (`GCS_recentGame`; spec section 7); nothing for a visitor. */
import * as Effect from "effect/Effect"
import { games } from "../contract/api/games.ts"
import type { GameItem } from "../model/GameItem.ts"
import { isLoggedIn } from "../permissions/roles.ts"
import * as EventLog from "../store/EventLog.ts"
import { call } from "./call.ts"

/** Recent games per page: our choice (the spec gives none). */
export const recentPageSize = 30

/** Loads a page of recent games; hands back the games. */
export const loadRecentGames = (language: string, pageNo = 1, pageSize = recentPageSize) =>
  Effect.gen(function* () {
    if (!isLoggedIn(yield* EventLog.state)) return [] as ReadonlyArray<GameItem>
    const value = yield* call(games.recentGames, { pageNo, pageSize, language })
    return value.list
  })

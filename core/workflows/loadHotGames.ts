/** Loads the hot games (`GCSGAME_hotGamesV2`; spec section 3 "Hot game request"), of every vendor or of one. */
import * as Effect from "effect/Effect"
import { games } from "../contract/api/games.ts"
import { hotGamesRequest } from "../model/HotGamesRequest.ts"
import * as EventLog from "../store/EventLog.ts"
import { call } from "./call.ts"

/** Loads the hot games in a language (`vassalage` "" for every vendor); hands back the list. */
export const loadHotGames = (language: string, vassalage = "") =>
  Effect.gen(function* () {
    const state = yield* EventLog.state
    const value = yield* call(games.hotGames, hotGamesRequest(state.settings.merchantCode, language, vassalage))
    return value.list
  })

/**
 * Loads the game types of the popup-list vendors (`GCSGAME_getVassGameType`; wire notes: "cached whole"): asked once,
 * then kept in the catalogue for the rest of the run.
 */
import * as Effect from "effect/Effect"
import { games } from "../contract/api/games.ts"
import * as EventLog from "../store/EventLog.ts"
import { call } from "./call.ts"

/** Loads the types unless the catalogue already holds them; true when a call was made. */
export const loadVassGameTypes = Effect.gen(function* () {
  if ((yield* EventLog.state).catalogue.vassGameTypes !== undefined) return false
  yield* call(games.vassGameTypes, {})
  return true
})

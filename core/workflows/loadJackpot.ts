/** Loads the slot jackpot's pool for the home page's ticker (`VIS_getJackpot`). */
import * as Effect from "effect/Effect"
import { content } from "../contract/api/content.ts"
import { call } from "./call.ts"

/** Loads the pool; hands back its amount in minor units. */
export const loadJackpot = call(content.jackpot, {}).pipe(Effect.map((j) => j.amount))

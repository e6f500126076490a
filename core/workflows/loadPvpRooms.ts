/** Loads the PVP rooms (`GLS2_roomList`; spec section 7 "token, PVP rooms"), of one vendor or all. */
import * as Effect from "effect/Effect"
import { games } from "../contract/api/games.ts"
import { call } from "./call.ts"

/** Loads the rooms; hands back the list. */
export const loadPvpRooms = (language: string, vassalage?: string) =>
  call(games.pvpRooms, { language, ...(vassalage !== undefined ? { vassalage } : {}) }).pipe(
    Effect.map((value) => value.list),
  )

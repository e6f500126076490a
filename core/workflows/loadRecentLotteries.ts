/** Loads the member's recent Vietnamese lottery games (`/lgw/vn/games/game_menu/recent`, token); none for a visitor. */
import * as Effect from "effect/Effect"
import { lottery } from "../contract/api/lottery.ts"
import { type LotteryGame, PrizeModes } from "../model/LotteryMenu.ts"
import { isLoggedIn } from "../permissions/roles.ts"
import * as EventLog from "../store/EventLog.ts"
import { call } from "./call.ts"

/** Loads the recent games; hands them back. */
export const loadRecentLotteries = (prizeMode: string = PrizeModes.vn) =>
  Effect.gen(function* () {
    if (!isLoggedIn(yield* EventLog.state)) return [] as ReadonlyArray<LotteryGame>
    return yield* call(lottery.recentLotteries, { prizeMode, device: "WEB" })
  })

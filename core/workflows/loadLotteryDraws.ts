/**
 * Loads the opened lottery numbers (spec section 7 "popular count 20, full list count 100; params count, prizeMode,
 * device, language"): the home page's popular list or the full list from `/lgw/vn/numeros/opened/game` (the list is
 * named first, `LotteryListRequested`, since the answer does not say), the newer generation's popular call
 * `/lgw/games/popular`, and the member's view `/lotto/lgw/games/opened/numero`.
 */
import * as Effect from "effect/Effect"
import { lottery } from "../contract/api/lottery.ts"
import { PrizeModes } from "../model/LotteryMenu.ts"
import { drawsOf, fullCount, popularCount } from "../model/OpenedNumbers.ts"
import type { DrawList } from "../state/slices/lottery.ts"
import * as EventLog from "../store/EventLog.ts"
import { call } from "./call.ts"

/** What the lottery calls are asked with. */
export interface DrawsQuery {
  readonly language: string
  readonly prizeMode?: string
}

/** Loads the popular (20) or the full (100) list; hands back the draws. */
export const loadLotteryDraws = (list: DrawList, query: DrawsQuery) =>
  Effect.gen(function* () {
    yield* EventLog.emit({ _tag: "LotteryListRequested", list })
    const value = yield* call(lottery.vnOpenedNumbers, {
      count: list === "popular" ? popularCount : fullCount,
      prizeMode: query.prizeMode ?? PrizeModes.vn,
      device: "WEB",
      language: query.language,
    })
    return drawsOf(value)
  })

/** Loads the popular list through `/lgw/games/popular`; hands back the draws. */
export const loadPopularLotteries = (query: DrawsQuery) =>
  call(lottery.popularLotteries, {
    count: popularCount,
    prizeMode: query.prizeMode ?? PrizeModes.lott,
    device: "WEB",
    language: query.language,
  }).pipe(Effect.map(drawsOf))

/** Loads the member's view of opened numbers, of one game or all; hands back the draws. */
export const loadOpenedNumbers = (query: DrawsQuery & { readonly gameCode?: string; readonly count?: number }) =>
  call(lottery.openedNumbers, {
    prizeMode: query.prizeMode ?? PrizeModes.lott,
    device: "WEB",
    language: query.language,
    ...(query.count !== undefined ? { count: query.count } : {}),
    ...(query.gameCode !== undefined ? { gameCode: query.gameCode } : {}),
  }).pipe(Effect.map(drawsOf))

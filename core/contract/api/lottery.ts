/**
 * Calls of the lottery area (spec section 7; wire notes sections 2 and 4): menus, a member's recent lottery games,
 * popular lotteries and opened numbers. All `/lgw/*` answers are raw bodies, not `{ success, value }`. The lottery
 * launch itself is the games area's `launchGame` in mode `LOTT`.
 */
import * as Schema from "effect/Schema"
import { LotteryMenus, RecentLotteries } from "../../model/LotteryMenu.ts"
import { OpenedDraws } from "../../model/OpenedNumbers.ts"
import { endpoint } from "../Endpoint.ts"

/** The parameters of the lottery calls (spec section 7: count, prizeMode, device, language). */
export const LotteryRequest = Schema.Struct({
  prizeMode: Schema.String,
  device: Schema.optional(Schema.Literal("WEB")),
  count: Schema.optional(Schema.Int),
  language: Schema.optional(Schema.String),
})
export type LotteryRequest = typeof LotteryRequest.Type

/** The opened numbers of a member's view, optionally of one game: our choice of the game's field name. */
export const OpenedNumbersRequest = Schema.Struct({
  prizeMode: Schema.String,
  device: Schema.optional(Schema.Literal("WEB")),
  count: Schema.optional(Schema.Int),
  language: Schema.optional(Schema.String),
  gameCode: Schema.optional(Schema.String),
})
export type OpenedNumbersRequest = typeof OpenedNumbersRequest.Type

export const lottery = {
  lotteryMenus: endpoint({
    name: "lotteryMenus",
    method: "GET",
    path: "/lgw/games/game_menus",
    token: false,
    request: LotteryRequest,
    response: LotteryMenus,
    answered: "LotteryMenusLoaded",
  }),
  vnLotteryMenus: endpoint({
    name: "vnLotteryMenus",
    method: "GET",
    path: "/lgw/vn/games/game_menu",
    token: false,
    request: LotteryRequest,
    response: LotteryMenus,
    answered: "VnLotteryMenusLoaded",
  }),
  recentLotteries: endpoint({
    name: "recentLotteries",
    method: "GET",
    path: "/lgw/vn/games/game_menu/recent",
    request: LotteryRequest,
    response: RecentLotteries,
    answered: "RecentLotteriesLoaded",
    note: "Answer never seen on the wire: our choice, a raw array of lottery games.",
  }),
  popularLotteries: endpoint({
    name: "popularLotteries",
    method: "GET",
    path: "/lgw/games/popular",
    token: false,
    request: LotteryRequest,
    response: OpenedDraws,
    answered: "PopularLotteriesLoaded",
    note: "A raw map (wire notes); the fields of each entry are our choice (see model/OpenedNumbers.ts).",
  }),
  vnOpenedNumbers: endpoint({
    name: "vnOpenedNumbers",
    method: "GET",
    path: "/lgw/vn/numeros/opened/game",
    token: false,
    request: LotteryRequest,
    response: OpenedDraws,
    answered: "VnOpenedNumbersLoaded",
    note: "Serves the popular list (count 20) and the full list (count 100); entry fields are our choice.",
  }),
  openedNumbers: endpoint({
    name: "openedNumbers",
    method: "GET",
    path: "/lotto/lgw/games/opened/numero",
    request: OpenedNumbersRequest,
    response: OpenedDraws,
    answered: "OpenedNumbersLoaded",
    note: "Request and entry fields are our choice (not seen on the wire).",
  }),
}

/**
 * Lottery menus (spec section 3 "Lottery menu: gameMenus, gameGroupCode, labelName"; wire notes section 4): the
 * `/lgw/*` answers are not enveloped; the body is a raw map of groups keyed by group code (some builds send an
 * array), each group listing its games in `gameMenus[]`. `menuGroups` gives the groups as an array in either case.
 */
import * as Schema from "effect/Schema"
import type { PrizeMode } from "./BrandConfig.ts"
import { keyedItems, listOf, listOrKeyed } from "./List.ts"
import { Text } from "./Optional.ts"

/** One lottery game of a menu. Beyond `labelName` the field names are our choice (not seen on the wire). */
export const LotteryGame = Schema.Struct({
  gameCode: Text,
  gameName: Text,
  labelName: Text,
  gameGroupCode: Text,
  prizeMode: Text,
  icon: Text,
})
export type LotteryGame = typeof LotteryGame.Type

/** A group of games (SSC, PK10, 11X5...). */
export const LotteryGroup = Schema.Struct({
  gameGroupCode: Text,
  labelName: Text,
  gameMenus: listOf(LotteryGame),
})
export type LotteryGroup = typeof LotteryGroup.Type

/** The raw body of `/lgw/games/game_menus` and `/lgw/vn/games/game_menu`. */
export const LotteryMenus = listOrKeyed(LotteryGroup)
export type LotteryMenus = typeof LotteryMenus.Type

/** The groups of a menu answer, in the order sent; a map's key stands in for a missing group code. */
export const menuGroups = (menus: LotteryMenus): ReadonlyArray<LotteryGroup> => keyedItems(menus, "gameGroupCode")

/** The recent lottery games of a member (`/lgw/vn/games/game_menu/recent`): our choice, a raw array of games. */
export const RecentLotteries = Schema.Array(LotteryGame)
export type RecentLotteries = typeof RecentLotteries.Type

/** The prize mode of each lottery: LOTT plays `Lott`, ELOTT `Elott` (the brand's lottery type), VN lottery `SEA`. */
export const PrizeModes = { lott: "Lott", elott: "Elott", vn: "SEA" } as const satisfies Record<string, PrizeMode>

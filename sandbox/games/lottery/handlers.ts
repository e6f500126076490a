/**
 * The lottery calls (spec section 7; wire notes sections 2 and 4): the LOTT and Vietnamese menus, the popular and
 * full lists of opened draws (`count` 20 and 100), the popular games, a member's view of opened numbers, and the
 * member's recent lottery games (recorded by the lottery launch). Every answer is a raw body, not enveloped.
 */

import type { Api } from "../../../core/contract/Api.ts"
import type { LotteryRequest } from "../../../core/contract/api/lottery.ts"
import { sessionCodes } from "../../../core/contract/ErrorCode.ts"
import { PrizeMode } from "../../../core/model/BrandConfig.ts"
import { ApiError, badRequest } from "../../http/ApiError.ts"
import type { Handler } from "../../http/Context.ts"
import { openedDraw, openedList, recentDraws } from "./draws.ts"
import { areaOfPrizeMode, lotteriesOf, lotteryByCode, menuAnswer, menuEntry } from "./menus.ts"

const prizeModes = new Set<string>(PrizeMode.literals)

/** The most draws a list call serves. */
export const maxCount = 200

/** The prize mode and count of a request, checked; `count` defaults to `fallback`. */
const checked = (request: LotteryRequest, fallback: number) => {
  if (!prizeModes.has(request.prizeMode))
    throw badRequest("prizeMode", `must be one of ${PrizeMode.literals.join(", ")}`)
  const count = request.count ?? fallback
  if (count < 1 || count > maxCount) throw badRequest("count", `must be between 1 and ${maxCount}`)
  return { prizeMode: request.prizeMode, count, area: areaOfPrizeMode(request.prizeMode) }
}

/** The LOTT menu answers whatever prize mode but SEA asks; the Vietnamese one reads the VN menu for any mode. */
const lotteryMenus: Handler<Api["lotteryMenus"]> = async (_ctx, request) => menuAnswer(checked(request, 1).prizeMode)

const vnLotteryMenus: Handler<Api["vnLotteryMenus"]> = async (_ctx, request) => {
  checked(request, 1)
  return menuAnswer("SEA")
}

/** The latest draw of each game of the prize mode's menu, then history, up to `count` (20 by default). */
const vnOpenedNumbers: Handler<Api["vnOpenedNumbers"]> = async (ctx, request) => {
  const { prizeMode, count, area } = checked(request, 20)
  return openedList(lotteriesOf(area), ctx.now, count).map((d) => openedDraw(d, prizeMode))
}

/**
 * The popular games: the latest draw of each game of the menu, at most `count` (20 by default), the most played
 * first: by how many members opened the game (the lottery launch records it), then in the menu's order.
 */
const popularLotteries: Handler<Api["popularLotteries"]> = async (ctx, request) => {
  const { prizeMode, count, area } = checked(request, 20)
  const rows = await ctx.services.db.query<{ game_code: string; players: number }>(
    "select game_code, count(*)::int as players from recent_lotteries group by game_code",
  )
  const players = new Map(rows.map((r) => [r.game_code, Number(r.players)]))
  const games = [...lotteriesOf(area)].sort((a, b) => (players.get(b.code) ?? 0) - (players.get(a.code) ?? 0))
  return openedList(games, ctx.now, Math.min(count, games.length)).map((d) => openedDraw(d, prizeMode))
}

/** One game's last `count` draws (10 by default), or the latest draw of every game of the menu. */
const openedNumbers: Handler<Api["openedNumbers"]> = async (ctx, request) => {
  const { prizeMode, area } = checked(request, 10)
  if (request.gameCode === undefined || request.gameCode === "") {
    return openedList(lotteriesOf(area), ctx.now, lotteriesOf(area).length).map((d) => openedDraw(d, prizeMode))
  }
  const game = lotteryByCode(request.gameCode)
  if (game === undefined)
    throw badRequest("gameCode", `no lottery game ${JSON.stringify(request.gameCode.slice(0, 40))}`)
  return recentDraws(game, ctx.now, request.count ?? 10).map((d) => openedDraw(d, prizeMode))
}

/** The member's recent games of the prize mode's menu, latest first, at most 10. */
const recentLotteries: Handler<Api["recentLotteries"]> = async (ctx, request) => {
  const { prizeMode, area } = checked(request, 10)
  if (ctx.caller === undefined) throw new ApiError(401, sessionCodes.notLoggedIn, "You are not logged in, please login")
  const codes = new Set(lotteriesOf(area).map((g) => g.code))
  const rows = await ctx.services.db.query<{ game_code: string }>(
    "select game_code from recent_lotteries where member_id = $1 order by played_at desc, game_code limit 50",
    [ctx.caller.memberId],
  )
  return rows
    .filter((r) => codes.has(r.game_code))
    .slice(0, 10)
    .map((r) => menuEntry(lotteryByCode(r.game_code)!, prizeMode))
}

export const lotteryHandlers = {
  lotteryMenus,
  vnLotteryMenus,
  vnOpenedNumbers,
  popularLotteries,
  openedNumbers,
  recentLotteries,
}

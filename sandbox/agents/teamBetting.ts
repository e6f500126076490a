/**
 * The agent's team betting report (spec section 1 "team betting"; our call `ODSFE2_getTeamBetRecords`): the rounds
 * of the members below the agent (or of the one named) from `bets`, by day range (GMT+8) and vendor, newest first,
 * with the totals of the range.
 */
import type { Api } from "../../core/contract/Api.ts"
import { portalTime } from "../games/portalTime.ts"
import type { Handler } from "../http/Context.ts"
import { codeFilter } from "../money/betRecords.ts"
import { agentCaller } from "../money/callers.ts"
import { dayBounds } from "../money/dates.ts"
import { pageAnswer, pagingOf } from "../money/paging.ts"
import { ms, num } from "../money/rows.ts"
import { teamOf } from "./team.ts"

export const teamBetting: Handler<Api["teamBetting"]> = async (ctx, request) => {
  const caller = agentCaller(ctx)
  const bounds = dayBounds(request)
  const paging = pagingOf(request)
  const vendor = codeFilter("vendor", request.vendor)
  const db = ctx.services.db
  const { members } = await teamOf(db, caller.memberId, request.account)
  const where = `b.member_id = any($1::bigint[]) and b.created_at >= $2 and b.created_at < $3
    and ($4::text is null or b.vendor = $4)`
  const params = [members.map((m) => m.id), new Date(bounds.from), new Date(bounds.to), vendor]
  const [sum] = await db.query<{ n: unknown; stake: unknown; win: unknown }>(
    `select count(*) as n, coalesce(sum(stake), 0) as stake, coalesce(sum(payout - stake), 0) as win from bets b where ${where}`,
    params,
  )
  const rows = await db.query<{
    account: string
    vendor: string
    game_name: string
    stake: unknown
    payout: unknown
    created_at: unknown
  }>(
    `select m.account, b.vendor, b.game_name, b.stake, b.payout, b.created_at from bets b
       join members m on m.id = b.member_id where ${where}
      order by b.created_at desc, b.id desc limit $5 offset $6`,
    [...params, paging.size, paging.offset],
  )
  return {
    ...pageAnswer(
      rows.map((b) => ({
        account: b.account,
        vendor: b.vendor,
        gameName: b.game_name,
        betAmount: num(b.stake),
        validBet: num(b.stake),
        winLoss: num(b.payout) - num(b.stake),
        betTime: portalTime(ms(b.created_at)!),
      })),
      num(sum?.n),
      paging,
    ),
    summary: { betAmount: num(sum?.stake), validBet: num(sum?.stake), winLoss: num(sum?.win) },
  }
}

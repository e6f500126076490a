/**
 * The member's betting record (our call `ODSFE2_getBetRecords`): the rounds of the `bets` table (written by the games
 * with each round's ledger entry), filtered by day range (GMT+8), vendor, game type (the vendor's category) and
 * result (`WIN`, `LOSE`, `TIE`: our statuses, since the demo games settle every round at once), newest first, with
 * the totals of the range: stake, valid bet (the stake: every settled round counts) and win/loss (payout - stake).
 */

import type { Api } from "../../core/contract/Api.ts"
import { gatewayCodes } from "../../core/contract/ErrorCode.ts"
import { betResults } from "../../core/model/RecordOptions.ts"
import { portalTime } from "../games/portalTime.ts"
import { ApiError } from "../http/ApiError.ts"
import type { Handler } from "../http/Context.ts"
import { callerOf } from "./callers.ts"
import { dayBounds } from "./dates.ts"
import { pageAnswer, pagingOf } from "./paging.ts"
import { ms, num } from "./rows.ts"

/** SQL of a bet's result. */
export const betResultSql = "case when payout > stake then 'WIN' when payout < stake then 'LOSE' else 'TIE' end"

/** An optional code filter (vendor, category): upper-cased, at most 32 characters. */
export const codeFilter = (field: string, v: string | undefined): string | null => {
  if (v === undefined || v.trim() === "") return null
  const t = v.trim().toUpperCase()
  if (!/^[A-Z0-9_]{1,32}$/.test(t)) throw new ApiError(400, gatewayCodes.badRequest, `${field}: unknown`)
  return t
}

export const bettingRecords: Handler<Api["bettingRecords"]> = async (ctx, request) => {
  const caller = callerOf(ctx)
  const bounds = dayBounds(request)
  const paging = pagingOf(request)
  const vendor = codeFilter("vendor", request.vendor)
  const category = codeFilter("gameType", request.gameType)
  const status = codeFilter("status", request.status)
  if (status !== null && !(betResults as ReadonlyArray<string>).includes(status))
    throw new ApiError(400, gatewayCodes.badRequest, `status: one of ${betResults.join(", ")}`)
  const where = `member_id = $1 and created_at >= $2 and created_at < $3 and ($4::text is null or vendor = $4)
    and ($5::text is null or category = $5) and ($6::text is null or ${betResultSql} = $6)`
  const params = [caller.memberId, new Date(bounds.from), new Date(bounds.to), vendor, category, status]
  const db = ctx.services.db
  const [sum] = await db.query<{ n: unknown; stake: unknown; win: unknown }>(
    `select count(*) as n, coalesce(sum(stake), 0) as stake, coalesce(sum(payout - stake), 0) as win
       from bets where ${where}`,
    params,
  )
  const rows = await db.query<{
    id: unknown
    vendor: string
    game_name: string
    category: string
    stake: unknown
    payout: unknown
    created_at: unknown
    result: string
  }>(
    `select id, vendor, game_name, category, stake, payout, created_at, ${betResultSql} as result from bets
      where ${where} order by created_at desc, id desc limit $7 offset $8`,
    [...params, paging.size, paging.offset],
  )
  return {
    ...pageAnswer(
      rows.map((b) => ({
        betId: String(num(b.id)),
        vendor: b.vendor,
        gameName: b.game_name,
        gameType: b.category,
        betAmount: num(b.stake),
        validBet: num(b.stake),
        winLoss: num(b.payout) - num(b.stake),
        status: b.result,
        betTime: portalTime(ms(b.created_at)!),
        settleTime: portalTime(ms(b.created_at)!),
      })),
      num(sum?.n),
      paging,
    ),
    summary: { betAmount: num(sum?.stake), validBet: num(sum?.stake), winLoss: num(sum?.win) },
  }
}

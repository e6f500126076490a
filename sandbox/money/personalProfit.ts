/**
 * The member's personal profit and loss (our call `ODSFE2_getPersonalProfit`): over a day range (GMT+8), one row per
 * product (the vendor's category) and vendor from the `bets` table — stake, valid bet, win/loss (payout - stake) —
 * and in the summary the totals with the bonuses of the range from the ledger; profit = win/loss + bonus + rebate
 * (the demo brand pays no rebate). Every row of the range comes back in one page.
 */
import type { Api } from "../../core/contract/Api.ts"
import type { Handler } from "../http/Context.ts"
import { codeFilter } from "./betRecords.ts"
import { bonusTotal } from "./bonusDetails.ts"
import { callerOf } from "./callers.ts"
import { dayBounds } from "./dates.ts"
import { num } from "./rows.ts"

export const personalProfit: Handler<Api["personalProfit"]> = async (ctx, request) => {
  const caller = callerOf(ctx)
  const bounds = dayBounds(request)
  const vendor = codeFilter("vendor", request.vendor)
  const db = ctx.services.db
  const rows = await db.query<{ category: string; vendor: string; stake: unknown; win: unknown }>(
    `select category, vendor, sum(stake) as stake, sum(payout - stake) as win from bets
      where member_id = $1 and created_at >= $2 and created_at < $3 and ($4::text is null or vendor = $4)
      group by category, vendor order by category, vendor`,
    [caller.memberId, new Date(bounds.from), new Date(bounds.to), vendor],
  )
  const list = rows.map((r) => ({
    productType: r.category,
    vendor: r.vendor,
    betAmount: num(r.stake),
    validBet: num(r.stake),
    winLoss: num(r.win),
    bonus: 0,
    rebate: 0,
    profit: num(r.win),
  }))
  const stake = list.reduce((s, r) => s + r.betAmount, 0)
  const winLoss = list.reduce((s, r) => s + r.winLoss, 0)
  const bonus = vendor === null ? await bonusTotal(db, [caller.memberId], bounds) : 0
  return {
    list,
    total: list.length,
    totalPages: list.length === 0 ? 0 : 1,
    pageNum: 1,
    pageSize: list.length,
    summary: { betAmount: stake, validBet: stake, winLoss, bonus, rebate: 0, profit: winLoss + bonus },
  }
}

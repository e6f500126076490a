/**
 * The agent's user profit and loss report (spec section 1; our call `ODSFE2_getTeamProfitLoss`): per member below the
 * agent (or the one named), over a day range (GMT+8), deposits and withdrawals from the ledger, stakes and win/loss
 * (payout - stake, the player's side) from `bets`, bonuses from the ledger, and profit/loss = win/loss + bonus
 * (+ rebate, none in the demo brand); one page of members with the totals of the whole team.
 */
import type { Api } from "../../core/contract/Api.ts"
import type { Handler } from "../http/Context.ts"
import { flowsOf } from "../ledger/reads.ts"
import { agentCaller } from "../money/callers.ts"
import { dayBounds } from "../money/dates.ts"
import { bonusKinds } from "../money/journalKinds.ts"
import { pageAnswer, pagingOf } from "../money/paging.ts"
import { num } from "../money/rows.ts"
import { teamOf } from "./team.ts"

export const teamProfitLoss: Handler<Api["teamProfitLoss"]> = async (ctx, request) => {
  const caller = agentCaller(ctx)
  const bounds = dayBounds(request)
  const paging = pagingOf(request)
  const db = ctx.services.db
  const { members } = await teamOf(db, caller.memberId, request.account)
  const ids = members.map((m) => m.id)
  const flows = await flowsOf(db, ids, bounds, bonusKinds)
  const play = new Map(
    (
      await db.query<{ member_id: unknown; stake: unknown; win: unknown }>(
        `select member_id, sum(stake) as stake, sum(payout - stake) as win from bets
          where member_id = any($1::bigint[]) and created_at >= $2 and created_at < $3 group by member_id`,
        [ids, new Date(bounds.from), new Date(bounds.to)],
      )
    ).map((r) => [num(r.member_id), r]),
  )
  const list = members.map((m) => {
    const f = flows.get(m.id)
    const p = play.get(m.id)
    const winLoss = num(p?.win)
    const bonus = f?.bonus ?? 0
    return {
      account: m.account,
      depositAmount: f?.deposits ?? 0,
      withdrawalAmount: f?.withdrawals ?? 0,
      betAmount: num(p?.stake),
      validBet: num(p?.stake),
      winLoss,
      bonus,
      rebate: 0,
      profitLoss: winLoss + bonus,
    }
  })
  const total = (f: (r: (typeof list)[number]) => number) => list.reduce((s, r) => s + f(r), 0)
  return {
    ...pageAnswer(list.slice(paging.offset, paging.offset + paging.size), list.length, paging),
    summary: {
      amount: total((r) => r.depositAmount - r.withdrawalAmount),
      betAmount: total((r) => r.betAmount),
      validBet: total((r) => r.validBet),
      winLoss: total((r) => r.winLoss),
      bonus: total((r) => r.bonus),
      rebate: 0,
      profit: total((r) => r.profitLoss),
    },
  }
}

/**
 * The agent's user profit and loss report (spec section 1; our call `ODSFE2_getTeamProfitLoss`): per member below the
 * agent (or the one named), over a day range (GMT+8), deposits and withdrawals from the ledger, stakes and win/loss
 * (payout - stake, the player's side) from `bets`, bonuses from the ledger, and profit/loss = win/loss + bonus
 * (+ rebate, none in the demo brand); one page of members with the totals of the whole team.
 */
import type { Api } from "../../core/contract/Api.ts"
import type { Handler } from "../http/Context.ts"
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
  const rows = await db.query<{
    id: unknown
    deposits: unknown
    withdrawals: unknown
    bonus: unknown
    stake: unknown
    win: unknown
  }>(
    `with ledger as (
       select a.member_id,
              coalesce(sum(p.amount) filter (where a.code = 'MAIN' and j.kind = 'deposit'), 0) as deposits,
              coalesce(sum(-p.amount) filter (where a.code = 'HELD' and j.kind = 'withdrawal.paid'), 0) as withdrawals,
              coalesce(sum(p.amount) filter (where a.code = 'MAIN' and j.kind = any($4::text[])), 0) as bonus
         from postings p join journal j on j.id = p.journal_id join accounts a on a.id = p.account_id
        where a.member_id = any($1::bigint[]) and j.created_at >= $2 and j.created_at < $3
        group by a.member_id),
     play as (
       select member_id, sum(stake) as stake, sum(payout - stake) as win from bets
        where member_id = any($1::bigint[]) and created_at >= $2 and created_at < $3 group by member_id)
     select m.id, l.deposits, l.withdrawals, l.bonus, p.stake, p.win from unnest($1::bigint[]) as m(id)
       left join ledger l on l.member_id = m.id left join play p on p.member_id = m.id`,
    [ids, new Date(bounds.from), new Date(bounds.to), bonusKinds],
  )
  const byId = new Map(rows.map((r) => [num(r.id), r]))
  const list = members.map((m) => {
    const r = byId.get(m.id)
    const winLoss = num(r?.win)
    const bonus = num(r?.bonus)
    return {
      account: m.account,
      depositAmount: num(r?.deposits),
      withdrawalAmount: num(r?.withdrawals),
      betAmount: num(r?.stake),
      validBet: num(r?.stake),
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

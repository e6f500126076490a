/**
 * The agent's team overview (spec section 1; our call `MCSFE_getAgentTeamOverview`) over a day range (GMT+8), from
 * the ledger and `bets` of every member below the agent: team size and direct downlines, members who joined, played
 * or first deposited in the range, the team's balance now (main and vendor wallets), its deposits (approved, from the
 * ledger) and withdrawals (paid out, from the ledger), stakes, win/loss (payout - stake, the players' side) and
 * bonuses.
 */
import type { Api } from "../../core/contract/Api.ts"
import type { Handler } from "../http/Context.ts"
import { cashTotals, type Flows, flowsOf } from "../ledger/reads.ts"
import { agentCaller } from "../money/callers.ts"
import { dayBounds } from "../money/dates.ts"
import { bonusKinds } from "../money/journalKinds.ts"
import { num } from "../money/rows.ts"
import { downlinesOf, idsOf } from "./tree.ts"

export const teamOverview: Handler<Api["teamOverview"]> = async (ctx, request) => {
  const caller = agentCaller(ctx)
  const bounds = dayBounds(request)
  const db = ctx.services.db
  const tree = await downlinesOf(db, caller.memberId)
  const ids = idsOf(tree)
  const range = [ids, new Date(bounds.from), new Date(bounds.to)]
  const [row] = await db.query<Record<string, unknown>>(
    `select
       (select count(*) from members where id = any($1::bigint[]) and created_at >= $2 and created_at < $3) as new_members,
       (select count(distinct member_id) from bets where member_id = any($1::bigint[]) and created_at >= $2 and created_at < $3) as active,
       (select count(*) from (select member_id, min(updated_at) as first from deposits
          where member_id = any($1::bigint[]) and status = 'APPROVED' group by member_id) f
          where f.first >= $2 and f.first < $3) as first_deposits,
       (select coalesce(sum(stake), 0) from bets where member_id = any($1::bigint[]) and created_at >= $2 and created_at < $3) as stake,
       (select coalesce(sum(payout - stake), 0) from bets where member_id = any($1::bigint[]) and created_at >= $2 and created_at < $3) as win`,
    range,
  )
  const win = num(row?.win)
  const flows = [...(await flowsOf(db, ids, bounds, bonusKinds)).values()]
  const total = (f: (x: Flows) => number) => flows.reduce((s, x) => s + f(x), 0)
  const bonus = total((x) => x.bonus)
  const balance = [...(await cashTotals(db, ids)).values()].reduce((s, b) => s + b, 0)
  return {
    teamSize: tree.length,
    directCount: tree.filter((m) => m.depth === 1).length,
    newMembers: num(row?.new_members),
    activeMembers: num(row?.active),
    firstDepositCount: num(row?.first_deposits),
    teamBalance: balance,
    depositAmount: total((x) => x.deposits),
    withdrawalAmount: total((x) => x.withdrawals),
    betAmount: num(row?.stake),
    validBet: num(row?.stake),
    profitLoss: win + bonus,
    bonus,
    rebate: 0,
  }
}

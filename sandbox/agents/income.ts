/**
 * The agent's income (spec section 1 "my income"; our call `MCSFE_getAgentRevenueReport`): what each contract the
 * agent holds earns, period by period, computed from its team's bets (`bets` of every member below it, or of the one
 * named): a salary is its rate of the team's valid bet in the period (daily, hourly, or every 5 minutes for the
 * real-time salary), paid when the team bet at least `minimumBet` with at least `activeMember` members playing; a
 * dividend is its rate of the team's net loss (stakes - payouts) over its computation period, when positive. A fixed
 * rate (`F`) pays that many pesos instead. Periods that have ended are `SETTLED`, the running one `PENDING`. Only
 * periods that earned something are listed; our choice: the sandbox reports income, it does not pay it.
 */

import type { Api } from "../../core/contract/Api.ts"
import { type ContractType, contractTypes } from "../../core/model/AgentContract.ts"
import { PeriodType } from "../../core/model/AgentMenuItem.ts"
import type { IncomeRow } from "../../core/model/AgentReport.ts"
import { portalTime } from "../games/portalTime.ts"
import { ApiError } from "../http/ApiError.ts"
import type { Handler } from "../http/Context.ts"
import { agentCaller } from "../money/callers.ts"
import { dayBounds } from "../money/dates.ts"
import { pageAnswer, pagingOf } from "../money/paging.ts"
import { ms, num } from "../money/rows.ts"
import { type ContractRecord, contractsWhere } from "./contractRecords.ts"
import { type Period, periodOf } from "./periods.ts"
import { teamOf } from "./team.ts"

interface Bet {
  readonly memberId: number
  readonly category: string
  readonly stake: number
  readonly payout: number
  readonly at: number
}

const dividendPeriod = (c: ContractRecord) => PeriodType.literals.find((p) => p === c.period) ?? "H"

const periodKind = (c: ContractRecord) =>
  c.kind === "DAILY_SALARY"
    ? "D"
    : c.kind === "HOUR_SALARY"
      ? "HOUR"
      : c.kind === "REALTIME_SALARY"
        ? "5M"
        : dividendPeriod(c)

/** What one contract earned in each period of the range. */
export const incomeOf = (
  c: ContractRecord,
  bets: ReadonlyArray<Bet>,
  bounds: { from: number; to: number },
  now: number,
): Array<IncomeRow & { start: number }> => {
  const from = Math.max(bounds.from, c.startedAt ?? Number.POSITIVE_INFINITY)
  const to = Math.min(bounds.to, c.endedAt ?? Number.POSITIVE_INFINITY, now + 1)
  const buckets = new Map<number, { period: Period; stake: number; payout: number; members: Set<number> }>()
  for (const b of bets) {
    if (b.at < from || b.at >= to || (c.productType !== "ALL" && b.category !== c.productType)) continue
    const period = periodOf(periodKind(c), b.at)
    const bucket = buckets.get(period.start) ?? { period, stake: 0, payout: 0, members: new Set<number>() }
    bucket.stake += b.stake
    bucket.payout += b.payout
    bucket.members.add(b.memberId)
    buckets.set(period.start, bucket)
  }
  const rows: Array<IncomeRow & { start: number }> = []
  for (const { period, stake, payout, members } of buckets.values()) {
    const base = c.kind === "DIVIDEND" ? stake - payout : stake
    const qualifies = base > 0 && (c.kind === "DIVIDEND" || (stake >= c.minimumBet && members.size >= c.activeMember))
    if (!qualifies) continue
    const amount = c.rateType === "F" ? Math.round(c.rate * 100) : Math.floor((base * c.rate) / 100)
    if (amount <= 0) continue
    rows.push({
      start: period.start,
      type: c.kind,
      period: period.label,
      periodType: c.kind === "DIVIDEND" ? dividendPeriod(c) : c.kind === "DAILY_SALARY" ? "D" : null,
      amount,
      status: period.end <= now ? "SETTLED" : "PENDING",
      createTime: portalTime(Math.min(period.end, now)),
    })
  }
  return rows
}

export const agentIncome: Handler<Api["agentIncome"]> = async (ctx, request) => {
  const caller = agentCaller(ctx)
  const bounds = dayBounds(request)
  const paging = pagingOf(request)
  const type = request.type?.trim().toUpperCase() || undefined
  if (type !== undefined && !(contractTypes as ReadonlyArray<string>).includes(type))
    throw new ApiError(400, "request_param_err", `type: one of ${contractTypes.join(", ")}`)
  const db = ctx.services.db
  const { members } = await teamOf(db, caller.memberId, request.account)
  const contracts = (
    await contractsWhere(db, "c.member_id = $1 and c.started_at is not null", [caller.memberId])
  ).filter((c) => type === undefined || c.kind === (type as ContractType))
  const bets = (
    await db.query<{ member_id: unknown; category: string; stake: unknown; payout: unknown; created_at: unknown }>(
      `select member_id, category, stake, payout, created_at from bets
        where member_id = any($1::bigint[]) and created_at >= $2 and created_at < $3`,
      [members.map((m) => m.id), new Date(bounds.from), new Date(bounds.to)],
    )
  ).map((b) => ({
    memberId: num(b.member_id),
    category: b.category,
    stake: num(b.stake),
    payout: num(b.payout),
    at: ms(b.created_at)!,
  }))
  const rows = contracts
    .flatMap((c) => incomeOf(c, bets, bounds, ctx.now))
    .sort((a, b) => b.start - a.start || String(a.type).localeCompare(String(b.type)))
  return {
    ...pageAnswer(
      rows.slice(paging.offset, paging.offset + paging.size).map(({ start: _, ...r }) => r),
      rows.length,
      paging,
    ),
    summary: { amount: rows.reduce((s, r) => s + r.amount, 0) },
  }
}

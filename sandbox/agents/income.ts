/**
 * The agent's income (spec section 1 "my income"; our call `MCSFE_getAgentRevenueReport`): what each contract the
 * agent holds earned, period by period. Closed periods come from the settlements (settlement.ts), PAID into the
 * wallet or HELD while the upline's wallet cannot cover them; the periods not settled yet (the running one, or one
 * the scheduler has not reached) are PENDING with what the formula gives over the team's bets so far
 * (contractTerms.ts). Only periods that earned something are listed. Totals by status come with the page.
 */

import type { Api } from "../../core/contract/Api.ts"
import { type ContractType, contractTypes } from "../../core/model/AgentContract.ts"
import type { IncomeRow } from "../../core/model/AgentReport.ts"
import type { Queryable } from "../db/Database.ts"
import { portalTime } from "../games/portalTime.ts"
import type { Handler } from "../http/Context.ts"
import { agentCaller } from "../money/callers.ts"
import { dayBounds } from "../money/dates.ts"
import { oneOf } from "../money/filters.ts"
import { pageAnswer, pagingOf } from "../money/paging.ts"
import { ms, num } from "../money/rows.ts"
import { type ContractRecord, contractsWhere } from "./contractRecords.ts"
import { amountOf, contractPeriodOf, dividendPeriodOf, type Terms } from "./contractTerms.ts"
import { teamOf } from "./team.ts"
import { type PeriodTotals, periodsOf, slicesOf } from "./teamPlay.ts"

type Row = IncomeRow & { start: number }

const periodTypeOf = (c: Terms) =>
  c.kind === "DIVIDEND" ? dividendPeriodOf(c) : c.kind === "DAILY_SALARY" ? ("D" as const) : null

/** Where each contract's unsettled time starts: its settlement watermark, or its first period. */
const unsettledFrom = (c: ContractRecord & { settledUntil: number | null }) =>
  c.settledUntil ?? contractPeriodOf(c, c.startedAt!).start

/** The play of each contract's periods from `from(c)` to `to(c)` (one query for all). */
export const openPeriodsOf = async <C extends ContractRecord>(
  q: Queryable,
  contracts: ReadonlyArray<C>,
  from: (c: C) => number,
  to: (c: C) => number,
): Promise<Map<number, Array<PeriodTotals>>> => {
  const slices = await slicesOf(
    q,
    contracts.map((c) => ({
      contractId: c.id,
      holderId: c.memberId,
      productType: c.productType,
      from: Math.max(from(c), c.startedAt ?? 0),
      to: Math.min(to(c), c.endedAt ?? Number.POSITIVE_INFINITY),
    })),
  )
  return new Map(
    contracts.map((c) => [
      c.id,
      periodsOf(
        slices.filter((s) => s.contractId === c.id),
        (at) => contractPeriodOf(c, at),
      ),
    ]),
  )
}

/** The contracts an agent holds or held, with how far each is settled. */
const heldContracts = async (q: Queryable, memberId: number) => {
  const contracts = await contractsWhere(q, "c.member_id = $1 and c.started_at is not null", [memberId])
  const marks = await q.query<{ id: unknown; settled_until: unknown }>(
    "select id, settled_until from contracts where id = any($1::bigint[])",
    [contracts.map((c) => c.id)],
  )
  const until = new Map(marks.map((m) => [num(m.id), ms(m.settled_until)]))
  return contracts.map((c) => ({ ...c, settledUntil: until.get(c.id) ?? null }))
}

export const agentIncome: Handler<Api["agentIncome"]> = async (ctx, request) => {
  const caller = agentCaller(ctx)
  const bounds = dayBounds(request)
  const paging = pagingOf(request)
  const type = oneOf("type", request.type, contractTypes)
  const db = ctx.services.db
  // A named downline must be in the agent's tree; the income itself is the agent's, for its whole team.
  await teamOf(db, caller.memberId, request.account)
  const contracts = (await heldContracts(db, caller.memberId)).filter(
    (c) => type === undefined || c.kind === (type as ContractType),
  )
  const byId = new Map(contracts.map((c) => [c.id, c]))
  const settled = await db.query<{
    contract_id: unknown
    period_start: unknown
    period_end: unknown
    amount: unknown
    status: string
    reason: string | null
    paid_at: unknown
    created_at: unknown
  }>(
    `select contract_id, period_start, period_end, amount, status, reason, paid_at, created_at from settlements
      where member_id = $1 and contract_id = any($2::bigint[]) and period_start >= $3 and period_start < $4`,
    [caller.memberId, contracts.map((c) => c.id), new Date(bounds.from), new Date(bounds.to)],
  )
  const rows: Array<Row> = settled.map((s) => {
    const c = byId.get(num(s.contract_id))!
    const start = ms(s.period_start)!
    return {
      start,
      type: c.kind,
      period: contractPeriodOf(c, start).label,
      periodType: periodTypeOf(c),
      amount: num(s.amount),
      status: s.status,
      reason: s.reason,
      createTime: portalTime(ms(s.paid_at) ?? ms(s.created_at)!),
    }
  })
  const open = await openPeriodsOf(db, contracts, unsettledFrom, () => ctx.now + 1)
  for (const c of contracts)
    for (const p of open.get(c.id) ?? []) {
      const amount = amountOf(c, p)
      if (amount <= 0 || p.period.start < bounds.from || p.period.start >= bounds.to) continue
      rows.push({
        start: p.period.start,
        type: c.kind,
        period: p.period.label,
        periodType: periodTypeOf(c),
        amount,
        status: "PENDING",
        reason: null,
        createTime: portalTime(Math.min(p.period.end, ctx.now)),
      })
    }
  rows.sort((a, b) => b.start - a.start || String(a.type).localeCompare(String(b.type)))
  const total = (status: string) => rows.filter((r) => r.status === status).reduce((s, r) => s + r.amount, 0)
  return {
    ...pageAnswer(
      rows.slice(paging.offset, paging.offset + paging.size).map(({ start: _, ...r }) => r),
      rows.length,
      paging,
    ),
    summary: { amount: rows.reduce((s, r) => s + r.amount, 0) },
    byStatus: { pending: total("PENDING"), paid: total("PAID"), held: total("HELD") },
  }
}

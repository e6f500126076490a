/**
 * `GET /wps/member/info/funds/consolidated` (spec section 7; wire notes section 5 "Consolidated (contracts)"): the
 * contracts offered to the caller, as request maps per product — `divtypecompperiodreq` (product → computation
 * period → rows) for dividends, `dailysalreqtype`, `contracthoursalreq` and `realtimesalreqtype` (product → rows) for
 * the salaries, the row needing an answer first (its status is what the client reads) — and the flag maps that open
 * the agent centre's menus: per product, `agent[]` entries for every live contract the caller holds or gave its
 * downlines, status `V` in force or `A` awaiting an answer. `downlineHigherRate: "Y"` marks an offer whose rate is
 * below one the caller gave a downline for the same kind and product: accepting it ends that downline's contract
 * (spec section 4), so the client asks the member first. A contract in force carries its running period's figures
 * from the ledger's bets: `periodicTotalBet` the team's valid bet so far, `periodicNetLoss` (ours) the team's stakes
 * less payouts; `netLoss` is a tier's period P&L threshold, as the wire's rows carry it.
 */
import type { Api } from "../../core/contract/Api.ts"
import type { Consolidated, ContractRow, ContractType } from "../../core/model/AgentContract.ts"
import type { Queryable } from "../db/Database.ts"
import type { Handler } from "../http/Context.ts"
import { callerOf } from "../money/callers.ts"
import { type ContractRecord, contractsWhere, topRateOf } from "./contractRecords.ts"
import { contractPeriodOf } from "./contractTerms.ts"
import { openPeriodsOf } from "./income.ts"

/** A running period's team play. */
interface Figures {
  readonly stake: number
  readonly payout: number
}

const byStatus = (s: string) => (s === "V" ? 1 : 0)

/** The caller's live contracts as holder, and those it gave. */
export const liveContractsOf = async (q: Queryable, memberId: number) => ({
  held: await contractsWhere(q, "c.member_id = $1 and c.status in ('P', 'E', 'V')", [memberId]),
  given: await contractsWhere(q, "c.upline_id = $1 and c.status in ('P', 'E', 'V')", [memberId]),
})

/** True when the caller gave a downline a higher rate than `c` for the same kind, product and rate type. */
export const undercuts = (c: ContractRecord, given: ReadonlyArray<ContractRecord>): boolean =>
  given.some(
    (g) =>
      g.kind === c.kind && g.productType === c.productType && g.rateType === c.rateType && topRateOf(g) > topRateOf(c),
  )

/**
 * A contract's rows: a dividend's one per tier (the wire's tiers of a dividend are its rows: `minimumBet` the period
 * valid bet, `netLoss` the period P&L, `activeMember`, `contractRate`); a salary's one, its tiers in `details[]`,
 * `hourSalaryRates[]` or `realTimeSalaryRates[]`.
 */
const rowsOf = (
  c: ContractRecord,
  given: ReadonlyArray<ContractRecord>,
  figures: Map<number, Figures>,
): ReadonlyArray<ContractRow> => {
  const running = c.status === "V" ? (figures.get(c.id) ?? { stake: 0, payout: 0 }) : undefined
  const tiers = [
    { rate: c.rate, activeMember: c.activeMember, minimumBet: c.minimumBet, netLoss: c.netLoss },
    ...c.higherTiers,
  ]
  const salaryTiers = tiers.map((t) => ({
    betVolume: t.minimumBet,
    minimumBet: t.minimumBet,
    activeMember: t.activeMember,
    netLoss: t.netLoss,
    rate: t.rate,
    rateType: c.rateType,
  }))
  const row = (t: (typeof tiers)[number]): ContractRow => ({
    id: String(c.id),
    contractId: String(c.id),
    status: c.status,
    minimumBet: t.minimumBet,
    netLoss: t.netLoss,
    activeMember: t.activeMember,
    contractRate: t.rate,
    periodicTotalBet: running === undefined ? null : running.stake,
    periodicNetLoss: running === undefined ? null : running.stake - running.payout,
    periodicTotalBetRequired: t.minimumBet > 0 ? "Y" : "N",
    betVolume: t.minimumBet,
    rate: t.rate,
    rateType: c.rateType,
    downlineHigherRate: c.status !== "V" && undercuts(c, given) ? "Y" : "N",
    realTimeSalaryRates:
      c.kind === "REALTIME_SALARY"
        ? tiers.map((x) => ({
            Id: String(c.id),
            betAmount: x.minimumBet,
            lossRate: x.rate,
            winRate: x.rate,
            netLoss: x.netLoss,
          }))
        : null,
    details: c.kind === "DAILY_SALARY" ? salaryTiers : null,
    hourSalaryRates: c.kind === "HOUR_SALARY" ? salaryTiers : null,
  })
  return c.kind === "DIVIDEND" ? tiers.map(row) : [row(tiers[0]!)]
}

const group = <A>(items: ReadonlyArray<A>, key: (a: A) => string): Record<string, Array<A>> => {
  const out: Record<string, Array<A>> = {}
  for (const a of items) {
    const k = key(a)
    out[k] = [...(out[k] ?? []), a]
  }
  return out
}

const productRows = (
  held: ReadonlyArray<ContractRecord>,
  given: ReadonlyArray<ContractRecord>,
  kind: ContractType,
  figures: Map<number, Figures>,
) =>
  Object.fromEntries(
    Object.entries(
      group(
        held.filter((c) => c.kind === kind),
        (c) => c.productType,
      ),
    ).map(([product, cs]) => [
      product,
      [...cs].sort((a, b) => byStatus(a.status) - byStatus(b.status)).flatMap((c) => rowsOf(c, given, figures)),
    ]),
  )

const info = (held: ReadonlyArray<ContractRecord>, given: ReadonlyArray<ContractRecord>, kind: ContractType) =>
  Object.fromEntries(
    Object.entries(
      group(
        [...held, ...given].filter((c) => c.kind === kind),
        (c) => c.productType,
      ),
    ).map(([product, cs]) => [
      product,
      {
        productType: product,
        agent: cs.map((c) => ({
          contractId: String(c.id),
          account: c.memberAccount,
          upline: c.uplineAccount,
          status: c.status === "V" ? "V" : "A",
          rate: c.rate,
          rateType: c.rateType,
        })),
      },
    ]),
  )

/** The consolidated answer for a member. */
export const consolidatedOf = async (q: Queryable, memberId: number, now: number): Promise<Consolidated> => {
  const { held, given } = await liveContractsOf(q, memberId)
  const inForce = held.filter((c) => c.status === "V")
  const running = await openPeriodsOf(
    q,
    inForce,
    (c) => contractPeriodOf(c, now).start,
    () => now + 1,
  )
  const figures = new Map(
    inForce.map((c) => {
      const periods = running.get(c.id) ?? []
      return [
        c.id,
        { stake: periods.reduce((s, p) => s + p.stake, 0), payout: periods.reduce((s, p) => s + p.payout, 0) },
      ]
    }),
  )
  const dividends = held.filter((c) => c.kind === "DIVIDEND")
  return {
    divtypecompperiodreq: Object.fromEntries(
      Object.entries(group(dividends, (c) => c.productType)).map(([product, cs]) => [
        product,
        Object.fromEntries(
          Object.entries(group(cs, (c) => c.period ?? "H")).map(([period, ps]) => [
            period,
            [...ps].sort((a, b) => byStatus(a.status) - byStatus(b.status)).flatMap((c) => rowsOf(c, given, figures)),
          ]),
        ),
      ]),
    ),
    dailysalreqtype: productRows(held, given, "DAILY_SALARY", figures),
    contracthoursalreq: productRows(held, given, "HOUR_SALARY", figures),
    realtimesalreqtype: productRows(held, given, "REALTIME_SALARY", figures),
    divtypeinfo: info(held, given, "DIVIDEND"),
    dailysalinfotype: info(held, given, "DAILY_SALARY"),
    contractmrdailysalinfotype: info(held, given, "DAILY_SALARY"),
    contracthoursalinfo: info(held, given, "HOUR_SALARY"),
    realtimesalinfotype: info(held, given, "REALTIME_SALARY"),
  }
}

export const consolidated: Handler<Api["consolidated"]> = async (ctx) =>
  consolidatedOf(ctx.services.db, callerOf(ctx).memberId, ctx.now)

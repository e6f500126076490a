/**
 * The `contracts` table as the agent area reads it: one record per contract an upline (or the house, for a top
 * agent) offered a direct downline, with its kind, product, rate and thresholds and where it stands (P pending, E
 * re-offered over one in force, V in force, R rejected, C terminated, X ended by the platform).
 */
import type { ContractType } from "../../core/model/AgentContract.ts"
import type { Queryable } from "../db/Database.ts"
import { ms, num } from "../money/rows.ts"

/** A tier above a contract's first: its rate and thresholds (amounts in minor units; no P&L threshold when null). */
export interface HigherTier {
  readonly rate: number
  readonly activeMember: number
  readonly minimumBet: number
  readonly netLoss: number | null
}

/** A contract's top rate in SQL over `c`: its last tier's (tiers pay more as they go up). */
export const topRateSql = "coalesce((c.higher_tiers -> -1 ->> 'rate')::numeric, c.rate)"

/** The top rate of a contract. */
export const topRateOf = (c: { readonly rate: number; readonly higherTiers: ReadonlyArray<HigherTier> }): number =>
  c.higherTiers.at(-1)?.rate ?? c.rate

/** The `higher_tiers` column as read (a driver may hand jsonb over as text). */
export const higherTiersOf = (v: unknown): ReadonlyArray<HigherTier> => {
  const list: unknown = typeof v === "string" ? JSON.parse(v) : v
  return Array.isArray(list)
    ? list.map((t: Record<string, unknown>) => ({
        rate: num(t.rate),
        activeMember: num(t.activeMember ?? 0),
        minimumBet: num(t.minimumBet ?? 0),
        netLoss: t.netLoss == null ? null : num(t.netLoss),
      }))
    : []
}

/** Statuses a contract is alive in: offered or in force. */
export const liveStatuses: ReadonlyArray<string> = ["P", "E", "V"]

/** One contract. */
export interface ContractRecord {
  readonly id: number
  readonly kind: ContractType
  readonly uplineId: number | null
  readonly uplineAccount: string | null
  readonly memberId: number
  readonly memberAccount: string
  readonly productType: string
  readonly period: string | null
  readonly rate: number
  readonly rateType: "P" | "F"
  readonly minimumBet: number
  readonly activeMember: number
  /** The first tier's period P&L threshold, none when null. */
  readonly netLoss: number | null
  readonly higherTiers: ReadonlyArray<HigherTier>
  readonly status: string
  readonly createdAt: number
  readonly startedAt: number | null
  readonly endedAt: number | null
}

/** Contracts matching a condition on `c` (SQL built by the caller from constants, values as parameters). */
export const contractsWhere = async (
  q: Queryable,
  condition: string,
  params: ReadonlyArray<unknown>,
  lock = false,
): Promise<Array<ContractRecord>> =>
  (
    await q.query<{
      id: unknown
      kind: ContractType
      upline_id: unknown
      upline_account: string | null
      member_id: unknown
      member_account: string
      product_type: string
      computation_period: string | null
      rate: unknown
      rate_type: "P" | "F"
      minimum_bet: unknown
      active_member: unknown
      net_loss: unknown
      higher_tiers: unknown
      status: string
      created_at: unknown
      started_at: unknown
      ended_at: unknown
    }>(
      `select c.*, u.account as upline_account, m.account as member_account
         from contracts c join members m on m.id = c.member_id left join members u on u.id = c.upline_id
        where ${condition} order by c.created_at desc, c.id desc ${lock ? "for update of c" : ""}`,
      params,
    )
  ).map((r) => ({
    id: num(r.id),
    kind: r.kind,
    uplineId: r.upline_id === null ? null : num(r.upline_id),
    uplineAccount: r.upline_account,
    memberId: num(r.member_id),
    memberAccount: r.member_account,
    productType: r.product_type,
    period: r.computation_period,
    rate: num(r.rate),
    rateType: r.rate_type,
    minimumBet: num(r.minimum_bet),
    activeMember: num(r.active_member),
    netLoss: r.net_loss === null ? null : num(r.net_loss),
    higherTiers: higherTiersOf(r.higher_tiers),
    status: r.status,
    createdAt: ms(r.created_at)!,
    startedAt: ms(r.started_at),
    endedAt: ms(r.ended_at),
  }))

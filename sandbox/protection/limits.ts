/**
 * Player protection on the platform's side: the member's limits as stored, their use in each rolling window, and
 * the claim every deposit and every stake makes before it moves money. The rules (windows, what takes effect when,
 * refusal texts) are core's (core/model/Protection.ts); this module only stores and counts.
 *
 * A claim runs inside the transaction of the movement it admits: it locks the member's `protection_accounts` row
 * (created on first use by the same statement), reads the limits in force and the window's use from the running
 * totals, refuses with 403 when the movement does not fit, and otherwise writes the movement with the new totals.
 * Fifty parallel deposits therefore pass one at a time through the lock and cannot pass a limit together; the
 * transaction that rolls back takes its claim with it.
 */
import {
  type Exclusion,
  exclusionRefusalMessage,
  fits,
  isExcluded,
  type LimitKind,
  type LimitPeriod,
  LimitPeriod as LimitPeriods,
  type LimitSetting,
  type MoneyLimitKind,
  moneyRefusalMessage,
  refusalCode,
  resetAtOf,
  settle,
  windowStart,
} from "../../core/model/Protection.ts"
import type { Queryable } from "../db/Database.ts"
import { ApiError } from "../http/ApiError.ts"
import { ms, num } from "../money/rows.ts"

/** A stored limit with its key. */
export interface StoredLimit extends LimitSetting {
  readonly kind: LimitKind
  /** Null for the session-time limit. */
  readonly period: LimitPeriod | null
}

/** How a period is stored: the session limit has none (''). */
export const periodKey = (period: LimitPeriod | null): string => period ?? ""

interface LimitRow {
  kind: string
  period: string
  amount: unknown
  pending_amount: unknown
  pending_at: unknown
}

const limitOf = (r: LimitRow): StoredLimit => ({
  kind: r.kind as LimitKind,
  period: r.period === "" ? null : (r.period as LimitPeriod),
  amount: r.amount === null ? null : num(r.amount),
  pending:
    r.pending_at === null
      ? null
      : { amount: r.pending_amount === null ? null : num(r.pending_amount), effectiveAt: ms(r.pending_at) ?? 0 },
})

/** A member's limits as stored (pending changes not yet applied: `settle` them at the instant of use). */
export const limitsOf = async (q: Queryable, memberId: number): Promise<ReadonlyArray<StoredLimit>> =>
  (
    await q.query<LimitRow>(
      "select kind, period, amount, pending_amount, pending_at from protection_limits where member_id = $1",
      [memberId],
    )
  ).map(limitOf)

/** The member's protection row, locked until the transaction ends (created on first use). */
export interface ProtectionAccount {
  readonly realityCheckMinutes: number | null
  readonly exclusion: Exclusion | null
  readonly seq: number
  readonly lastAt: number
  readonly totals: Totals
}

/** Running totals of the movements limits count. */
export interface Totals {
  readonly deposit: number
  readonly stake: number
  readonly payout: number
}

const zero: Totals = { deposit: 0, stake: 0, payout: 0 }

/** Running totals as a row holds them; a row of nulls (no movement yet) is zero, as `num` reads null. */
const totalsOf = (r: { deposit_total: unknown; stake_total: unknown; payout_total: unknown }): Totals => ({
  deposit: num(r.deposit_total),
  stake: num(r.stake_total),
  payout: num(r.payout_total),
})

interface AccountRow {
  reality_check_minutes: unknown
  exclusion_kind: string | null
  excluded_until: unknown
  seq: unknown
  last_at: unknown
  deposit_total: unknown
  stake_total: unknown
  payout_total: unknown
}

const accountOf = (r: AccountRow | undefined): ProtectionAccount =>
  r === undefined
    ? { realityCheckMinutes: null, exclusion: null, seq: 0, lastAt: 0, totals: zero }
    : {
        realityCheckMinutes: r.reality_check_minutes === null ? null : num(r.reality_check_minutes),
        exclusion:
          r.exclusion_kind === null || r.excluded_until === null
            ? null
            : { kind: r.exclusion_kind as Exclusion["kind"], until: ms(r.excluded_until) ?? 0 },
        seq: num(r.seq),
        lastAt: ms(r.last_at) ?? 0,
        totals: totalsOf(r),
      }

/**
 * Locks the member's protection row (an upsert that changes nothing still takes the row lock, and creates the row
 * the first time, so two first claims cannot both miss it).
 */
export const lockAccount = async (q: Queryable, memberId: number): Promise<ProtectionAccount> => {
  const [row] = await q.query<AccountRow>(
    `insert into protection_accounts (member_id) values ($1)
     on conflict (member_id) do update set member_id = excluded.member_id
     returning reality_check_minutes, exclusion_kind, excluded_until, seq, last_at, deposit_total, stake_total, payout_total`,
    [memberId],
  )
  return accountOf(row)
}

/** The member's protection row without a lock (for reading). */
export const accountRead = async (q: Queryable, memberId: number): Promise<ProtectionAccount> => {
  const [row] = await q.query<AccountRow>(
    `select reality_check_minutes, exclusion_kind, excluded_until, seq, last_at, deposit_total, stake_total, payout_total
       from protection_accounts where member_id = $1`,
    [memberId],
  )
  return accountOf(row)
}

/** The totals as they stood at the start of each window (the last movement at or before it). */
export const totalsAt = async (
  q: Queryable,
  memberId: number,
  starts: ReadonlyArray<number>,
): Promise<ReadonlyArray<Totals>> => {
  if (starts.length === 0) return []
  const rows = await q.query<{ n: unknown; deposit_total: unknown; stake_total: unknown; payout_total: unknown }>(
    `select s.n, m.deposit_total, m.stake_total, m.payout_total
       from unnest($2::timestamptz[]) with ordinality as s(at, n)
       left join lateral (
         select deposit_total, stake_total, payout_total from protection_movements
          where member_id = $1 and at <= s.at order by at desc, seq desc limit 1
       ) m on true`,
    [memberId, starts.map((t) => new Date(t))],
  )
  // The lateral join answers a row for every window: one of nulls when nothing moved before its start.
  const byN = new Map(rows.map((r) => [num(r.n), totalsOf(r)]))
  return starts.map((_, i) => byN.get(i + 1) ?? zero)
}

/** What a money limit counts between two totals: deposits, stakes (wager) or stakes minus payouts (loss). */
export const usedBetween = (kind: MoneyLimitKind, before: Totals, after: Totals): number => {
  switch (kind) {
    case "DEPOSIT":
      return after.deposit - before.deposit
    case "WAGER":
      return after.stake - before.stake
    case "LOSS":
      return after.stake - before.stake - (after.payout - before.payout)
  }
}

/** What a movement adds to the count of a money limit before its outcome is known (a stake counts as lost). */
const addedBy = (kind: MoneyLimitKind, movement: Movement): number =>
  kind === "DEPOSIT" ? (movement.deposit ?? 0) : (movement.stake ?? 0)

/** When the oldest movement a window counts for a kind leaves it (the refusal's reset time). */
const oldestCounted = async (
  q: Queryable,
  memberId: number,
  kind: MoneyLimitKind,
  start: number,
): Promise<number | null> => {
  const column = kind === "DEPOSIT" ? "deposit" : "stake"
  const [row] = await q.query<{ at: unknown }>(
    `select at from protection_movements where member_id = $1 and at > $2 and ${column} > 0 order by at, seq limit 1`,
    [memberId, new Date(start)],
  )
  return row === undefined ? null : ms(row.at)
}

/** The refusal of an excluded member (403 `account_excluded`, the end date in the message). */
export const excludedRefusal = (e: Exclusion) => new ApiError(403, refusalCode.EXCLUDED, exclusionRefusalMessage(e), e)

/** A movement limits count: a deposit requested, or a round's stake and payout. */
export interface Movement {
  readonly deposit?: number
  readonly stake?: number
  readonly payout?: number
}

const moneyKinds = (m: Movement): ReadonlyArray<MoneyLimitKind> =>
  (m.deposit ?? 0) > 0 ? ["DEPOSIT"] : (m.stake ?? 0) > 0 ? ["WAGER", "LOSS"] : []

/**
 * Claims a movement for a member at `now`, inside the transaction that moves the money: refuses an excluded member
 * and a movement past a limit in force (403, the limit's code, what remains and when the window frees room), else
 * records it. A payout alone is recorded without a check.
 */
export const claimMovement = async (tx: Queryable, memberId: number, now: number, movement: Movement) => {
  const account = await lockAccount(tx, memberId)
  if (isExcluded(account.exclusion, now) && account.exclusion !== null) throw excludedRefusal(account.exclusion)
  const kinds = moneyKinds(movement)
  if (kinds.length > 0) {
    // One read after the lock: the member's limits of these kinds, each with the totals at its window's start.
    const periods = LimitPeriods.literals
    const rows = await tx.query<LimitRow & { deposit_total: unknown; stake_total: unknown; payout_total: unknown }>(
      `select l.kind, l.period, l.amount, l.pending_amount, l.pending_at, m.deposit_total, m.stake_total, m.payout_total
         from protection_limits l
         join unnest($2::text[], $3::timestamptz[]) as w(period, start) on w.period = l.period
         left join lateral (
           select deposit_total, stake_total, payout_total from protection_movements
            where member_id = $1 and at <= w.start order by at desc, seq desc limit 1
         ) m on true
        where l.member_id = $1 and l.kind = any($4::text[])`,
      [memberId, periods, periods.map((p) => new Date(windowStart(p, now))), kinds],
    )
    for (const r of rows) {
      const l = limitOf(r)
      const amount = settle(l, now).amount
      if (amount === null || l.period === null) continue
      const kind = l.kind as MoneyLimitKind
      const used = usedBetween(kind, totalsOf(r), account.totals)
      if (!fits(amount, used, addedBy(kind, movement))) {
        const reset = resetAtOf(l.period, await oldestCounted(tx, memberId, kind, windowStart(l.period, now)))
        throw new ApiError(403, refusalCode[kind], moneyRefusalMessage(kind, l.period, amount, used, reset), {
          kind,
          period: l.period,
          limit: amount,
          remaining: Math.max(0, amount - used),
          resetAt: reset,
        })
      }
    }
  }
  const totals: Totals = {
    deposit: account.totals.deposit + (movement.deposit ?? 0),
    stake: account.totals.stake + (movement.stake ?? 0),
    payout: account.totals.payout + (movement.payout ?? 0),
  }
  // One write: the movement with the totals after it, and the member's totals.
  await tx.query(
    `with moved as (
       insert into protection_movements (member_id, seq, at, deposit, stake, payout, deposit_total, stake_total, payout_total)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     )
     update protection_accounts set seq = $2, last_at = $3, deposit_total = $7, stake_total = $8, payout_total = $9
      where member_id = $1`,
    [
      memberId,
      account.seq + 1,
      new Date(Math.max(now, account.lastAt)),
      movement.deposit ?? 0,
      movement.stake ?? 0,
      movement.payout ?? 0,
      totals.deposit,
      totals.stake,
      totals.payout,
    ],
  )
}

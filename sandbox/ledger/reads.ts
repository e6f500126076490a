/**
 * What the rest of the sandbox reads of the ledger, and the few ways it may touch an entry outside `post`: wallets'
 * balances, the money that moved through members' wallets over a range, the entries of a kind, a wallet's row lock,
 * an entry's date. The ledger's tables (`accounts`, `journal`, `postings`) are named in SQL only in this folder (the
 * lint of scripts/oneRule.ts), so a report cannot read a wallet in a way the ledger's rules do not hold.
 */
import { mainAccountTypeId } from "../../core/model/Balance.ts"
import type { Queryable } from "../db/Database.ts"
import { ms, num } from "../money/rows.ts"
import { type AccountRef, accountId } from "./ledger.ts"

/** A time range, epoch ms, `from` included and `to` not. */
export interface Range {
  readonly from: number
  readonly to: number
}

/** The cash wallets (main and vendor) of some members: account id → member id and account type. */
export const cashAccounts = async (q: Queryable, memberIds: ReadonlyArray<number>) =>
  new Map(
    (
      await q.query<{ id: unknown; member_id: unknown; code: string }>(
        "select id, member_id, code from accounts where member_id = any($1::bigint[]) and (code = 'MAIN' or code like 'V:%')",
        [[...memberIds]],
      )
    ).map((r) => [
      num(r.id),
      { memberId: num(r.member_id), accountTypeId: r.code === "MAIN" ? mainAccountTypeId : Number(r.code.slice(2)) },
    ]),
  )

/** A member's cash wallets (main and vendor) with their balances: wallet code → balance. */
export const cashBalancesOf = async (q: Queryable, memberId: number): Promise<ReadonlyMap<string, number>> =>
  new Map(
    (
      await q.query<{ code: string; balance: unknown }>(
        "select code, balance from accounts where member_id = $1 and (code = 'MAIN' or code like 'V:%')",
        [memberId],
      )
    ).map((r) => [r.code, Number(r.balance)]),
  )

/** What some members hold in cash (main and vendor wallets): member id → total; a member without a wallet is absent. */
export const cashTotals = async (q: Queryable, memberIds: ReadonlyArray<number>): Promise<Map<number, number>> =>
  new Map(
    (
      await q.query<{ member_id: unknown; balance: unknown }>(
        `select member_id, coalesce(sum(balance), 0) as balance from accounts
          where member_id = any($1::bigint[]) and (code = 'MAIN' or code like 'V:%') group by member_id`,
        [[...memberIds]],
      )
    ).map((r) => [num(r.member_id), num(r.balance)]),
  )

/** The account id of a wallet that exists (none when the member never had it; unlike `accountId`, creates nothing). */
export const existingAccountIds = async (q: Queryable, ref: AccountRef): Promise<ReadonlyArray<number>> =>
  (
    await q.query<{ id: unknown }>("select id from accounts where member_id = $1 and code = $2", [
      ref.memberId,
      ref.code,
    ])
  ).map((r) => Number(r.id))

/**
 * Locks a wallet's row for the rest of the transaction (created when missing) and answers its balance: what
 * serialises a member's withdrawals, or a game round's stake against its wallet.
 */
export const lockWallet = async (tx: Queryable, ref: AccountRef): Promise<number> => {
  const [locked] = await tx.query<{ balance: unknown }>("select balance from accounts where id = $1 for update", [
    await accountId(tx, ref),
  ])
  return Number(locked?.balance ?? 0)
}

/** Dates an entry at `at` (epoch ms): the ledger stamps the database's clock; seeded history and game rounds follow the sandbox's. */
export const dateEntry = (tx: Queryable, journalId: number, at: number) =>
  tx.query("update journal set created_at = $2 where id = $1", [journalId, new Date(at)])

/** The money that moved through a member's wallets over a range: deposits, paid withdrawals and bonuses. */
export interface Flows {
  readonly deposits: number
  readonly withdrawals: number
  readonly bonus: number
}

/**
 * The flows of some members over a range: deposits into the main wallet, withdrawals paid out of the held wallet,
 * and entries of the bonus kinds into the main wallet. Member id → flows; a member with none is absent.
 */
export const flowsOf = async (
  q: Queryable,
  memberIds: ReadonlyArray<number>,
  range: Range,
  bonusKinds: ReadonlyArray<string>,
): Promise<Map<number, Flows>> =>
  new Map(
    (
      await q.query<{ member_id: unknown; deposits: unknown; withdrawals: unknown; bonus: unknown }>(
        `select a.member_id,
                coalesce(sum(p.amount) filter (where a.code = 'MAIN' and j.kind = 'deposit'), 0) as deposits,
                coalesce(sum(-p.amount) filter (where a.code = 'HELD' and j.kind = 'withdrawal.paid'), 0) as withdrawals,
                coalesce(sum(p.amount) filter (where a.code = 'MAIN' and j.kind = any($4::text[])), 0) as bonus
           from postings p join journal j on j.id = p.journal_id join accounts a on a.id = p.account_id
          where a.member_id = any($1::bigint[]) and j.created_at >= $2 and j.created_at < $3
          group by a.member_id`,
        [[...memberIds], new Date(range.from), new Date(range.to), [...bonusKinds]],
      )
    ).map((r) => [
      num(r.member_id),
      { deposits: num(r.deposits), withdrawals: num(r.withdrawals), bonus: num(r.bonus) },
    ]),
  )

/** One entry into a member's main wallet, as a list of entries shows it. */
export interface MainEntry {
  readonly journalId: number
  readonly kind: string
  readonly meta: Record<string, unknown>
  readonly at: number
  readonly amount: number
}

/**
 * A page of the entries of some kinds into a member's main wallet over a range, newest first, with how many there
 * are and their sum.
 */
export const mainEntriesOf = async (
  q: Queryable,
  query: {
    readonly memberId: number
    readonly kinds: ReadonlyArray<string>
    readonly range: Range
    readonly paging: { readonly size: number; readonly offset: number }
  },
): Promise<{ readonly rows: ReadonlyArray<MainEntry>; readonly total: number; readonly sum: number }> => {
  const from = `postings p join journal j on j.id = p.journal_id join accounts a on a.id = p.account_id
    where a.member_id = $1 and a.code = 'MAIN' and j.kind = any($2::text[]) and j.created_at >= $3 and j.created_at < $4`
  const params = [query.memberId, [...query.kinds], new Date(query.range.from), new Date(query.range.to)]
  const [sum] = await q.query<{ n: unknown; s: unknown }>(
    `select count(*) as n, coalesce(sum(p.amount), 0) as s from ${from}`,
    params,
  )
  const rows = await q.query<{ id: unknown; kind: string; meta: unknown; created_at: unknown; amount: unknown }>(
    `select j.id, j.kind, j.meta, j.created_at, p.amount from ${from} order by j.created_at desc, j.id desc
      limit $5 offset $6`,
    [...params, query.paging.size, query.paging.offset],
  )
  return {
    rows: rows.map((r) => ({
      journalId: num(r.id),
      kind: r.kind,
      meta: (typeof r.meta === "string" ? JSON.parse(r.meta) : (r.meta ?? {})) as Record<string, unknown>,
      at: ms(r.created_at)!,
      amount: num(r.amount),
    })),
    total: num(sum?.n),
    sum: num(sum?.s),
  }
}

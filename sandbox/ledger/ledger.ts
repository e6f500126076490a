/**
 * The double-entry ledger: every money movement is one journal entry of postings that sum to zero (checked
 * again by the database at commit); member wallets never go below zero (a check constraint). Amounts are integer
 * minor units. Accounts are locked in id order, so two movements over the same wallets never deadlock.
 */
import { moneyCodes } from "../../core/contract/ErrorCode.ts"
import type { Queryable } from "../db/Database.ts"
import { ApiError } from "../http/ApiError.ts"

/** A wallet: a member's (`MAIN`, `V:<accountTypeId>`, `POINTS`, `HELD`) or the house's (memberId null). */
export interface AccountRef {
  readonly memberId: number | null
  readonly code: string
}

export interface Posting {
  readonly account: AccountRef
  readonly amount: number
}

/** The house's counterparty accounts. */
export const House = {
  cash: { memberId: null, code: "HOUSE:CASH" },
  games: { memberId: null, code: "HOUSE:GAMES" },
  bonus: { memberId: null, code: "HOUSE:BONUS" },
  points: { memberId: null, code: "HOUSE:POINTS" },
  /** Pays the top agents' contracts (an upline pays the contracts it gave from its own wallet). */
  agents: { memberId: null, code: "HOUSE:AGENTS" },
} as const satisfies Record<string, AccountRef>

export const main = (memberId: number): AccountRef => ({ memberId, code: "MAIN" })
export const vendor = (memberId: number, accountTypeId: number | string): AccountRef => ({
  memberId,
  code: `V:${accountTypeId}`,
})
export const held = (memberId: number): AccountRef => ({ memberId, code: "HELD" })
export const points = (memberId: number): AccountRef => ({ memberId, code: "POINTS" })

/** The id of an account, created empty on first use. */
export const accountId = async (q: Queryable, ref: AccountRef): Promise<number> => {
  const found = await q.query<{ id: string }>(
    "select id from accounts where coalesce(member_id, 0) = coalesce($1::bigint, 0) and code = $2",
    [ref.memberId, ref.code],
  )
  if (found[0] !== undefined) return Number(found[0].id)
  const made = await q.query<{ id: string }>(
    `insert into accounts (member_id, code) values ($1, $2)
     on conflict (coalesce(member_id, 0), code) do update set code = excluded.code returning id`,
    [ref.memberId, ref.code],
  )
  return Number(made[0]!.id)
}

/** The balance of an account (0 when it does not exist yet). */
export const balanceOf = async (q: Queryable, ref: AccountRef): Promise<number> => {
  const rows = await q.query<{ balance: string }>(
    "select balance from accounts where coalesce(member_id, 0) = coalesce($1::bigint, 0) and code = $2",
    [ref.memberId, ref.code],
  )
  return rows[0] === undefined ? 0 : Number(rows[0].balance)
}

/**
 * One journal entry as one statement (a transfer was some ten round trips, then a PL/pgSQL function whose
 * interpreter cost more than the SQL it ran). Finds the accounts, locks them in id order (two entries over the same
 * wallets never deadlock), and only when every account exists and no member wallet would go below zero writes the
 * journal row, its postings in order and the new balances. Answers the new journal id (null when refused) and how
 * many accounts are missing. The balance trigger (migration 005) checks the entry's postings as they are inserted.
 */
export const postStatement = `with wanted as (
    select u.m, u.c, u.amount, u.n
      from unnest($5::bigint[], $6::text[], $7::bigint[]) with ordinality as u(m, c, amount, n)
  ),
  found as (
    select w.n, w.amount, a.id
      from wanted w join accounts a on coalesce(a.member_id, 0) = coalesce(w.m, 0) and a.code = w.c
  ),
  locked as (
    select a.id, a.member_id, a.balance from accounts a where a.id in (select id from found) order by a.id for update
  ),
  delta as (select id, sum(amount) as delta from found group by id),
  allowed as (
    select (select count(*) from found) = (select count(*) from wanted)
       and not exists (
         select 1 from locked l join delta d on d.id = l.id where l.member_id is not null and l.balance + d.delta < 0
       ) as ok
  ),
  entry as (
    insert into journal (kind, member_id, meta, created_at)
    select $1, $2, $3::jsonb, coalesce($4::timestamptz, now()) from allowed where allowed.ok
    returning id
  ),
  lines as (
    insert into postings (journal_id, account_id, amount)
    select entry.id, f.id, f.amount from entry, found f order by f.n
    returning 1
  ),
  balances as (
    update accounts a set balance = a.balance + d.delta
      from delta d, entry
     where a.id = d.id and d.delta <> 0
    returning 1
  )
  select (select id from entry) as id, (select count(*) from wanted) - (select count(*) from found) as missing`

/**
 * Writes one journal entry inside the caller's transaction, dated `at` (epoch ms; the database's clock when absent).
 * Accounts used for the first time are created empty first. Throws `ApiError(400, "balance_not_enough")` when a
 * member wallet would go below zero; no entry is written then (the caller's transaction rolls back).
 */
export const post = async (
  tx: Queryable,
  entry: {
    readonly kind: string
    readonly memberId: number | null
    readonly meta?: unknown
    readonly at?: number
    readonly postings: ReadonlyArray<Posting>
  },
): Promise<number> => {
  const sum = entry.postings.reduce((s, p) => s + p.amount, 0)
  if (sum !== 0) throw new Error(`journal ${entry.kind} does not balance (${sum})`)
  for (const p of entry.postings)
    if (!Number.isSafeInteger(p.amount)) throw new Error(`amount ${p.amount} is not an integer`)
  const params = [
    entry.kind,
    entry.memberId,
    JSON.stringify(entry.meta ?? {}),
    entry.at === undefined ? null : new Date(entry.at),
    entry.postings.map((p) => p.account.memberId),
    entry.postings.map((p) => p.account.code),
    entry.postings.map((p) => p.amount),
  ]
  let [row] = await tx.query<{ id: string | number | null; missing: string | number }>(postStatement, params)
  if (row !== undefined && Number(row.missing) > 0) {
    for (const p of entry.postings) await accountId(tx, p.account)
    ;[row] = await tx.query<{ id: string | number | null; missing: string | number }>(postStatement, params)
  }
  if (row?.id === null || row?.id === undefined)
    throw new ApiError(400, moneyCodes.balanceNotEnough, "Insufficient balance")
  return Number(row.id)
}

/** Moves `amount` from one account to another as one entry (dated `at`, epoch ms, else by the database's clock). */
export const transfer = (
  tx: Queryable,
  kind: string,
  memberId: number | null,
  from: AccountRef,
  to: AccountRef,
  amount: number,
  meta?: unknown,
  at?: number,
) =>
  post(tx, {
    kind,
    memberId,
    meta,
    ...(at === undefined ? {} : { at }),
    postings: [
      { account: from, amount: -amount },
      { account: to, amount },
    ],
  })

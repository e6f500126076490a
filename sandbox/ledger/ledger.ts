/**
 * The double-entry ledger (issue 3): every money movement is one journal entry of postings that sum to zero (checked
 * again by the database at commit); member wallets never go below zero (a check constraint). Amounts are integer
 * minor units. Accounts are locked in id order, so two movements over the same wallets never deadlock.
 */
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

/** Every wallet of a member with its balance. */
export const walletsOf = async (q: Queryable, memberId: number) =>
  (
    await q.query<{ code: string; balance: string }>(
      "select code, balance from accounts where member_id = $1 order by code",
      [memberId],
    )
  ).map((r) => ({ code: r.code, balance: Number(r.balance) }))

/**
 * Writes one journal entry inside the caller's transaction, dated `at` (epoch ms; the database's clock when absent),
 * in one statement: the migration's `ledger_post` (003) finds or creates the accounts, locks them in id order, checks
 * the member wallets and writes the entry. Throws `ApiError(400, "balance_not_enough")` when a member wallet would go
 * below zero; no entry is written then (the caller's transaction rolls back).
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
  const [row] = await tx.query<{ id: string | number | null }>(
    "select ledger_post($1, $2, $3, $4, $5::bigint[], $6::text[], $7::bigint[]) as id",
    [
      entry.kind,
      entry.memberId,
      JSON.stringify(entry.meta ?? {}),
      entry.at === undefined ? null : new Date(entry.at),
      entry.postings.map((p) => p.account.memberId),
      entry.postings.map((p) => p.account.code),
      entry.postings.map((p) => p.amount),
    ],
  )
  if (row?.id === null || row?.id === undefined) throw new ApiError(400, "balance_not_enough", "Insufficient balance")
  return Number(row.id)
}

/** Moves `amount` from one account to another as one entry. */
export const transfer = (
  tx: Queryable,
  kind: string,
  memberId: number | null,
  from: AccountRef,
  to: AccountRef,
  amount: number,
  meta?: unknown,
) =>
  post(tx, {
    kind,
    memberId,
    meta,
    postings: [
      { account: from, amount: -amount },
      { account: to, amount },
    ],
  })

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
 * Writes one journal entry inside the caller's transaction. Throws `ApiError(400, "balance_not_enough")` when a
 * member wallet would go below zero; nothing is written then (the caller's transaction rolls back).
 */
export const post = async (
  tx: Queryable,
  entry: {
    readonly kind: string
    readonly memberId: number | null
    readonly meta?: unknown
    readonly postings: ReadonlyArray<Posting>
  },
): Promise<number> => {
  const sum = entry.postings.reduce((s, p) => s + p.amount, 0)
  if (sum !== 0) throw new Error(`journal ${entry.kind} does not balance (${sum})`)
  for (const p of entry.postings)
    if (!Number.isSafeInteger(p.amount)) throw new Error(`amount ${p.amount} is not an integer`)
  // One after the other: a transaction is one connection, which runs one query at a time anyway.
  const ids: Array<number> = []
  for (const p of entry.postings) ids.push(await accountId(tx, p.account))
  const order = [...new Set(ids)].sort((a, b) => a - b)
  const locked = await tx.query<{ id: string; member_id: string | null; balance: string }>(
    "select id, member_id, balance from accounts where id = any($1::bigint[]) order by id for update",
    [order],
  )
  const delta = new Map<number, number>()
  for (const [i, p] of entry.postings.entries()) delta.set(ids[i]!, (delta.get(ids[i]!) ?? 0) + p.amount)
  for (const row of locked) {
    if (row.member_id !== null && Number(row.balance) + (delta.get(Number(row.id)) ?? 0) < 0) {
      throw new ApiError(400, "balance_not_enough", "Insufficient balance")
    }
  }
  const journal = await tx.query<{ id: string }>(
    "insert into journal (kind, member_id, meta) values ($1, $2, $3) returning id",
    [entry.kind, entry.memberId, JSON.stringify(entry.meta ?? {})],
  )
  const journalId = Number(journal[0]!.id)
  for (const [i, p] of entry.postings.entries()) {
    await tx.query("insert into postings (journal_id, account_id, amount) values ($1, $2, $3)", [
      journalId,
      ids[i],
      p.amount,
    ])
  }
  for (const [id, d] of delta)
    if (d !== 0) await tx.query("update accounts set balance = balance + $2 where id = $1", [id, d])
  return journalId
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

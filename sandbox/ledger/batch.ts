/**
 * Money moved in bulk, as the contracts' settlement pays a period's incomes (sandbox/agents/settlement.ts): the main
 * wallets of many members locked at once in id order, and many two-posting entries written in one statement. Each
 * entry still sums to zero (one posting out of the payer's wallet, one into the payee's), the balances move with the
 * postings in the same statement, and the database's checks (no member wallet below zero, entries that balance)
 * hold at commit, as for `post`.
 */
import type { Queryable } from "../db/Database.ts"
import { num } from "../money/rows.ts"

/** The main wallets of these members, created when missing, locked in id order: member id -> account id, balance. */
export const lockMainWallets = async (tx: Queryable, memberIds: ReadonlyArray<number>) => {
  const ids = [...new Set(memberIds)]
  await tx.query(
    "insert into accounts (member_id, code) select m, 'MAIN' from unnest($1::bigint[]) as m on conflict do nothing",
    [ids],
  )
  const rows = await tx.query<{ id: unknown; member_id: unknown; balance: unknown }>(
    "select id, member_id, balance from accounts where member_id = any($1::bigint[]) and code = 'MAIN' order by id for update",
    [ids],
  )
  return new Map(rows.map((r) => [num(r.member_id), { account: num(r.id), balance: num(r.balance) }]))
}

/** One entry of a batch: `amount` from the account `from` to the account `to`, on the member's journal. */
export interface BatchEntry {
  readonly kind: string
  readonly memberId: number
  readonly to: number
  readonly from: number
  readonly amount: number
  readonly meta: Record<string, unknown>
}

/** Journal rows, postings and balances of the entries in one statement, dated `at` (epoch ms); their journal ids. */
export const postBatch = async (
  tx: Queryable,
  entries: ReadonlyArray<BatchEntry>,
  at: number,
): Promise<Array<number>> => {
  if (entries.length === 0) return []
  const ids = (
    await tx.query<{ id: unknown }>("select nextval('journal_id_seq') as id from generate_series(1, $1)", [
      entries.length,
    ])
  ).map((r) => num(r.id))
  await tx.query(
    `with p as (
       select * from unnest($1::bigint[], $2::text[], $3::bigint[], $4::bigint[], $5::bigint[], $6::bigint[], $7::text[])
         as p(journal_id, kind, payee_id, payee_account, payer_account, amount, meta)
     ),
     entry as (
       insert into journal (id, kind, member_id, meta, created_at)
       select journal_id, kind, payee_id, meta::jsonb, $8 from p returning 1
     ),
     moves as (
       select journal_id, payer_account as account_id, -amount as amount from p
       union all select journal_id, payee_account, amount from p
     ),
     lines as (insert into postings (journal_id, account_id, amount) select * from moves returning 1),
     delta as (select account_id, sum(amount) as delta from moves group by account_id)
     update accounts a set balance = a.balance + d.delta from delta d where a.id = d.account_id`,
    [
      ids,
      entries.map((e) => e.kind),
      entries.map((e) => e.memberId),
      entries.map((e) => e.to),
      entries.map((e) => e.from),
      entries.map((e) => e.amount),
      entries.map((e) => JSON.stringify(e.meta)),
      new Date(at),
    ],
  )
  return ids
}

/**
 * The lines of the ledger a record list shows: the postings of some accounts within a time range, each with its
 * entry's kind, meta and date, the account's balance after it (a running sum over the account's whole history in
 * date order, so history seeded out of order still reads right), and its record type and transaction type
 * (journalKinds.ts). Shared by the account record, `ODSFE2_MemTransDet` and the agents' transaction details, which
 * differ only in the accounts they read and the filters they apply.
 */

import type { AccountRecordType } from "../../core/model/RecordOptions.ts"
import type { Queryable } from "../db/Database.ts"
import type { Bounds } from "../money/dates.ts"
import { readingOf, readingSql } from "../money/journalKinds.ts"
import type { Paging } from "../money/paging.ts"
import { ms, num } from "../money/rows.ts"

/** One line. */
export interface LedgerLine {
  readonly id: number
  readonly journalId: number
  readonly accountId: number
  readonly kind: string
  readonly meta: Record<string, unknown>
  readonly amount: number
  readonly balance: number
  readonly at: number
  readonly type: AccountRecordType
  readonly typeName: string
  readonly txTypeId: string
}

/** What to read. */
export interface LineQuery {
  readonly accountIds: ReadonlyArray<number>
  readonly bounds: Bounds
  readonly type?: AccountRecordType | undefined
  readonly excludeTxTypeIds?: ReadonlyArray<string>
  readonly paging: Paging
}

const lines = `with lines as (
  select p.id, p.account_id, p.amount, j.id as journal_id, j.kind, j.meta, j.created_at,
         sum(p.amount) over (partition by p.account_id order by j.created_at, p.id) as balance,
         ${readingSql("type", "j.kind", "p.amount")} as type,
         ${readingSql("txTypeId", "j.kind", "p.amount")} as tx_type_id
    from postings p join journal j on j.id = p.journal_id
   where p.account_id = any($1::bigint[])
)`

const where = `created_at >= $2 and created_at < $3 and ($4::text is null or type = $4)
  and not (tx_type_id = any($5::text[]))`

/** A page of lines, newest first, with their count and the sum of their amounts. */
export const ledgerLines = async (
  q: Queryable,
  query: LineQuery,
): Promise<{ rows: Array<LedgerLine>; total: number; sum: number }> => {
  const params = [
    [...query.accountIds],
    new Date(query.bounds.from),
    new Date(query.bounds.to),
    query.type ?? null,
    [...(query.excludeTxTypeIds ?? [])],
  ]
  const [count] = await q.query<{ n: unknown; s: unknown }>(
    `${lines} select count(*) as n, coalesce(sum(amount), 0) as s from lines where ${where}`,
    params,
  )
  const rows = await q.query<{
    id: unknown
    account_id: unknown
    amount: unknown
    journal_id: unknown
    kind: string
    meta: unknown
    created_at: unknown
    balance: unknown
    type: AccountRecordType
    tx_type_id: string
  }>(`${lines} select * from lines where ${where} order by created_at desc, id desc limit $6 offset $7`, [
    ...params,
    query.paging.size,
    query.paging.offset,
  ])
  return {
    total: num(count?.n),
    sum: num(count?.s),
    rows: rows.map((r) => {
      const amount = num(r.amount)
      return {
        id: num(r.id),
        journalId: num(r.journal_id),
        accountId: num(r.account_id),
        kind: r.kind,
        meta: (typeof r.meta === "string" ? JSON.parse(r.meta) : (r.meta ?? {})) as Record<string, unknown>,
        amount,
        balance: num(r.balance),
        at: ms(r.created_at)!,
        type: r.type,
        typeName: readingOf(r.kind, amount).name,
        txTypeId: r.tx_type_id,
      }
    }),
  }
}

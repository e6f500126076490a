/**
 * Journal entries of the money area, dated by the request's clock (`ctx.now`): the ledger stamps the database's
 * clock, but the records filter by the sandbox's clock, which tests move. Each movement is the ledger's `post` (or
 * `transfer`) inside the caller's transaction, given the date.
 */
import type { Queryable } from "../db/Database.ts"
import { type AccountRef, type Posting, post, transfer } from "../ledger/ledger.ts"

/** Posts one entry dated `at` (epoch ms); its journal id. */
export const postAt = (
  tx: Queryable,
  at: number,
  entry: {
    readonly kind: string
    readonly memberId: number | null
    readonly meta?: unknown
    readonly postings: ReadonlyArray<Posting>
  },
): Promise<number> => post(tx, { ...entry, at })

/** Moves `amount` from one account to another as one entry dated `at`. */
export const transferAt = (
  tx: Queryable,
  at: number,
  kind: string,
  memberId: number | null,
  from: AccountRef,
  to: AccountRef,
  amount: number,
  meta?: unknown,
) => transfer(tx, kind, memberId, from, to, amount, meta, at)

/**
 * One run of settling orders come due (money/sweep.ts): the rows `claim` selects as due by `now` (`$1`; at most a
 * batch, locked with `skip locked` so several instances never settle one order twice), each settled in the same
 * transaction as its claim.
 */
import type { Database, Transaction } from "../db/Database.ts"

/** Settles every row `claim` finds due by `now`; how many there were. */
export const settleDueRows = <Row>(
  db: Database,
  now: number,
  claim: string,
  settle: (tx: Transaction, row: Row) => Promise<void>,
): Promise<number> =>
  db.transaction(async (tx) => {
    const due = await tx.query<Row>(claim, [new Date(now)])
    for (const row of due) await settle(tx, row)
    return due.length
  })

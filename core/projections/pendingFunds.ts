/**
 * Deposits and withdrawals still moving (spec section 4: orders are pending until the platform settles them): whether
 * the member has one pending, and which orders a newer list shows settled, so the member centre can follow them and
 * refresh the balance when the platform approves a deposit or pays a withdrawal.
 */
import type { Deposit } from "../model/Deposit.ts"
import type { Withdrawal } from "../model/Withdrawal.ts"
import type { State } from "../state/State.ts"

/** An order with an id and a status. */
export interface Order {
  readonly id: string
  readonly status: Deposit["status"] | Withdrawal["status"]
}

const isPending = (o: Order): boolean => o.status === "PENDING"

/** The listed orders, and the last one made when the list does not hold it (the list is the newer word). */
const known = (rows: ReadonlyArray<Order>, last: Order | undefined): ReadonlyArray<Order> =>
  last === undefined || rows.some((r) => r.id === last.id) ? rows : [last, ...rows]

/** A deposit order is waiting for the platform. */
export const hasPendingDeposit = (s: State): boolean =>
  known(s.funds.deposits.rows, s.funds.deposit.done).some(isPending)

/** A withdrawal order is waiting for the platform. */
export const hasPendingWithdrawal = (s: State): boolean =>
  known(s.funds.withdrawals.rows, s.funds.withdraw.done).some(isPending)

/** The ids of orders pending in `before` that `after` shows in another state. */
export const settledSince = (before: ReadonlyArray<Order>, after: ReadonlyArray<Order>): ReadonlyArray<string> => {
  const pending = new Set(before.filter(isPending).map((o) => o.id))
  return after.filter((o) => pending.has(o.id) && !isPending(o)).map((o) => o.id)
}

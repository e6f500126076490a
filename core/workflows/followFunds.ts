/**
 * Follows the member's pending orders (spec section 4: a deposit is pending until approved; a withdrawal is pending
 * until paid, then awaits the member's confirmation): reloads the recent list and, when an order the state knew as
 * pending has settled, refreshes the balance, so the header and the wallet show the money the platform moved
 * ("the balance refreshes when the sandbox approves it"). The member centre runs these on a timer while an
 * order is pending; each answers whether one still is.
 */
import * as Effect from "effect/Effect"
import { hasPendingDeposit, hasPendingWithdrawal, settledSince } from "../projections/pendingFunds.ts"
import { state } from "../store/EventLog.ts"
import { loadDepositHistory, loadPaymentConfirmations, loadWithdrawalHistory } from "./loadFundsHistory.ts"
import { refreshBalanceQuietly } from "./refreshBalance.ts"

/** The range the followers reload: the recent week, today included. */
const recent = { preset: "previous7" } as const

/** Reloads the deposits; refreshes the balance when a pending one settled. True while one is still pending. */
export const followDeposits = Effect.gen(function* () {
  const before = (yield* state).funds.deposits.rows
  const last = (yield* state).funds.deposit.done
  yield* loadDepositHistory(recent)
  const after = yield* state
  const known = last === undefined ? before : [last, ...before]
  if (settledSince(known, after.funds.deposits.rows).length > 0) yield* refreshBalanceQuietly
  return hasPendingDeposit(yield* state)
})

/** Reloads the withdrawals and those awaiting confirmation; refreshes the balance when one settled. */
export const followWithdrawals = Effect.gen(function* () {
  const s = yield* state
  const known =
    s.funds.withdraw.done === undefined
      ? s.funds.withdrawals.rows
      : [s.funds.withdraw.done, ...s.funds.withdrawals.rows]
  yield* loadWithdrawalHistory(recent)
  yield* Effect.ignore(loadPaymentConfirmations)
  if (settledSince(known, (yield* state).funds.withdrawals.rows).length > 0) yield* refreshBalanceQuietly
  return hasPendingWithdrawal(yield* state)
})

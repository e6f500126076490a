/**
 * Loads the member's deposit and withdrawal orders by range (spec section 4 states: pending, approved, rejected,
 * cancelled), and the paid withdrawals awaiting the member's confirmation (`MCSFE_getPaymentConfirmationList`).
 */
import * as Effect from "effect/Effect"
import { wallet } from "../contract/api/wallet.ts"
import type { MemberAction } from "../events/intents/wallet.ts"
import type { DepositStatus } from "../model/Deposit.ts"
import { defaultPageSize } from "../model/Page.ts"
import type { WithdrawalStatus } from "../model/Withdrawal.ts"
import { call } from "./call.ts"
import { requireRealMember } from "./guard.ts"
import { chosen, type FilterInput, rangePage, resolveFilter } from "./resolveFilter.ts"

/** The request of a page of orders of a range, for a real member, with the status asked for. */
const ordersRequest = <S extends string>(action: MemberAction, input: FilterInput & { readonly status?: S }) =>
  requireRealMember(action).pipe(
    Effect.andThen(resolveFilter(input)),
    Effect.map((f) => ({ ...rangePage(f), ...chosen("status", input.status) })),
  )

/** The deposit orders of a range. */
export const loadDepositHistory = (input: FilterInput & { readonly status?: DepositStatus }) =>
  ordersRequest("deposit", input).pipe(Effect.flatMap((request) => call(wallet.depositHistory, request)))

/** The withdrawal orders of a range. */
export const loadWithdrawalHistory = (input: FilterInput & { readonly status?: WithdrawalStatus }) =>
  ordersRequest("withdraw", input).pipe(Effect.flatMap((request) => call(wallet.withdrawalHistory, request)))

/** The paid withdrawals awaiting the member's confirmation. */
export const loadPaymentConfirmations = Effect.gen(function* () {
  yield* requireRealMember("confirmWithdrawal")
  return yield* call(wallet.paymentConfirmations, { page: 1, size: defaultPageSize })
})

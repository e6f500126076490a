/**
 * Loads the member's deposit and withdrawal orders by range (spec section 4 states: pending, approved, rejected,
 * cancelled), and the paid withdrawals awaiting the member's confirmation (`MCSFE_getPaymentConfirmationList`).
 */
import * as Effect from "effect/Effect"
import { wallet } from "../contract/api/wallet.ts"
import type { DepositStatus } from "../model/Deposit.ts"
import { defaultPageSize } from "../model/Page.ts"
import type { WithdrawalStatus } from "../model/Withdrawal.ts"
import { call } from "./call.ts"
import { requireRealMember } from "./guard.ts"
import { type FilterInput, resolveFilter } from "./resolveFilter.ts"

/** The deposit orders of a range. */
export const loadDepositHistory = (input: FilterInput & { readonly status?: DepositStatus }) =>
  Effect.gen(function* () {
    yield* requireRealMember("deposit")
    const f = yield* resolveFilter(input)
    return yield* call(wallet.depositHistory, {
      startDate: f.startDate,
      endDate: f.endDate,
      page: f.page,
      size: f.size,
      ...(input.status === undefined ? {} : { status: input.status }),
    })
  })

/** The withdrawal orders of a range. */
export const loadWithdrawalHistory = (input: FilterInput & { readonly status?: WithdrawalStatus }) =>
  Effect.gen(function* () {
    yield* requireRealMember("withdraw")
    const f = yield* resolveFilter(input)
    return yield* call(wallet.withdrawalHistory, {
      startDate: f.startDate,
      endDate: f.endDate,
      page: f.page,
      size: f.size,
      ...(input.status === undefined ? {} : { status: input.status }),
    })
  })

/** The paid withdrawals awaiting the member's confirmation. */
export const loadPaymentConfirmations = Effect.gen(function* () {
  yield* requireRealMember("confirmWithdrawal")
  return yield* call(wallet.paymentConfirmations, { page: 1, size: defaultPageSize })
})

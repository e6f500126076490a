/**
 * Withdraws to a bank account, confirmed by the payment password (spec sections 1 and 4). Needs a real account; the
 * amount must fit the limits and what may be withdrawn. The password travels only in the encrypted call, never in an
 * event; the call carries an idempotency key kept until the platform answers. The balance and the withdrawal limits are refreshed after.
 */
import * as Effect from "effect/Effect"
import { wallet } from "../contract/api/wallet.ts"
import { type WithdrawForm, withdrawRefusal } from "../model/Withdrawal.ts"
import { state } from "../store/EventLog.ts"
import { call } from "./call.ts"
import { refuseIf, requireRealMember } from "./guard.ts"
import { reloadWithdrawalInfoQuietly } from "./loadWithdrawalInfo.ts"
import { submitMoney } from "./moneyKey.ts"
import { refreshBalanceQuietly } from "./refreshBalance.ts"

export type { WithdrawForm }

/** Checks and sends a withdrawal; the order the platform opened. */
export const withdraw = (form: WithdrawForm) =>
  Effect.gen(function* () {
    yield* requireRealMember("withdraw")
    yield* refuseIf("withdraw", withdrawRefusal((yield* state).funds.withdrawalInfo, form))
    const key = yield* submitMoney("withdraw", (k) => ({
      _tag: "WithdrawalRequested",
      key: k,
      bankAccountId: form.bankAccountId,
      amount: form.amount,
    }))
    const order = yield* call(wallet.withdraw, form, { idempotencyKey: key })
    yield* refreshBalanceQuietly
    yield* reloadWithdrawalInfoQuietly
    return order
  })

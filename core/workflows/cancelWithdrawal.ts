/**
 * Cancels a pending withdrawal (our addition to spec section 4's states: a pending withdrawal may become cancelled;
 * the amount returns to the main wallet). Only a pending one: once approved the money has left. The call carries an
 * idempotency key kept until the platform answers. The balance and the withdrawal limits are refreshed after.
 */
import * as Effect from "effect/Effect"
import { wallet } from "../contract/api/wallet.ts"
import { canCancel } from "../model/Withdrawal.ts"
import { call } from "./call.ts"
import { refuseAction, requireRealMember } from "./guard.ts"
import { reloadWithdrawalInfoQuietly } from "./loadWithdrawalInfo.ts"
import { submitMoney } from "./moneyKey.ts"
import { refreshBalanceQuietly } from "./refreshBalance.ts"

/** Cancels the withdrawal with this id; the withdrawal as the platform now has it. */
export const cancelWithdrawal = (withdrawalId: string) =>
  Effect.gen(function* () {
    const s = yield* requireRealMember("cancelWithdrawal")
    const w =
      s.funds.withdrawals.rows.find((r) => r.id === withdrawalId) ??
      (s.funds.withdraw.done?.id === withdrawalId ? s.funds.withdraw.done : undefined)
    if (w === undefined || !canCancel(w)) return yield* refuseAction("cancelWithdrawal", "not_cancellable")
    const key = yield* submitMoney("cancelWithdrawal", (k) => ({
      _tag: "WithdrawalCancelRequested",
      key: k,
      withdrawalId,
    }))
    const cancelled = yield* call(wallet.cancelWithdrawal, { withdrawalId }, { idempotencyKey: key })
    yield* refreshBalanceQuietly
    yield* reloadWithdrawalInfoQuietly
    return cancelled
  })

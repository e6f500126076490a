/**
 * Transfers money to the upline (spec section 2 member centre `transferUpline`; section 4: "Agents can transfer to
 * downline and upline"), confirmed by the payment password. Only for members with an upline to transfer to (the
 * page's rule). The call carries an idempotency key kept until the platform answers; the balance is refreshed after.
 */
import * as Effect from "effect/Effect"
import { wallet } from "../contract/api/wallet.ts"
import { agentTransferRefusal } from "../model/AgentTransfer.ts"
import { isMainWallet } from "../model/Balance.ts"
import type { PaymentForm } from "../model/Money.ts"
import { memberCentrePageShown } from "../permissions/memberCentre.ts"
import type { State } from "../state/State.ts"
import { call } from "./call.ts"
import { refuseAction, refuseIf, requireRealMember } from "./guard.ts"
import { submitMoney } from "./moneyKey.ts"
import { refreshBalanceQuietly } from "./refreshBalance.ts"

/** What an agent transfer can take: the main wallet's balance when listed, else the sum, once loaded. */
export const transferable = (s: State): number | undefined =>
  !s.wallet.loaded ? undefined : (s.wallet.wallets.find(isMainWallet)?.availBalance ?? s.wallet.sum)

/** Checks and sends a transfer to the upline (amount in minor units). */
export const transferToUpline = (form: PaymentForm) =>
  Effect.gen(function* () {
    const s = yield* requireRealMember("uplineTransfer")
    if (!memberCentrePageShown(s, "transferUpline")) return yield* refuseAction("uplineTransfer", "not_allowed")
    yield* refuseIf("uplineTransfer", agentTransferRefusal(form, transferable(s)))
    const key = yield* submitMoney("uplineTransfer", (k) => ({
      _tag: "UplineTransferRequested",
      key: k,
      amount: form.amount,
    }))
    const result = yield* call(wallet.uplineTransfer, form, { idempotencyKey: key })
    yield* refreshBalanceQuietly
    return result
  })

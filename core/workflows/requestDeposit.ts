/**
 * Requests a deposit on a channel (spec sections 1 and 4: deposits are pending until approved or rejected, or
 * cancelled). Needs a real account; the amount must fit the channel's limits. The request carries an idempotency key
 * kept until the platform answers, so a double submit opens one order. The channels are loaded first when no list
 * was loaded yet (a shell may request a deposit without showing the deposit page), so an integrator never meets a
 * `channel_unavailable` that only means "call loadDepositChannels first".
 */
import * as Effect from "effect/Effect"
import { wallet } from "../contract/api/wallet.ts"
import { depositRefusal } from "../model/Deposit.ts"
import { state } from "../store/EventLog.ts"
import { call } from "./call.ts"
import { refuseAction, refuseIf, requireRealMember } from "./guard.ts"
import { loadDepositChannels } from "./loadDepositChannels.ts"
import { submitMoney } from "./moneyKey.ts"

/** What the deposit form sends: amount in minor units. */
export interface DepositForm {
  readonly channelId: string
  readonly amount: number
  readonly payerName?: string
  readonly remarks?: string
}

/** Checks and sends a deposit request; the order the platform opened. */
export const requestDeposit = (form: DepositForm) =>
  Effect.gen(function* () {
    yield* requireRealMember("deposit")
    if (!(yield* state).funds.channelsLoaded) yield* loadDepositChannels
    const s = yield* state
    const channel = s.funds.channels.find((c) => c.id === form.channelId)
    if (channel === undefined) return yield* refuseAction("deposit", "channel_unavailable")
    yield* refuseIf("deposit", depositRefusal(channel, form.amount))
    const key = yield* submitMoney("depositRequest", (k) => ({
      _tag: "DepositRequested",
      key: k,
      channelId: form.channelId,
      amount: form.amount,
    }))
    return yield* call(
      wallet.depositRequest,
      {
        channelId: form.channelId,
        amount: form.amount,
        ...(form.payerName === undefined ? {} : { payerName: form.payerName }),
        ...(form.remarks === undefined ? {} : { remarks: form.remarks }),
      },
      { idempotencyKey: key },
    )
  })

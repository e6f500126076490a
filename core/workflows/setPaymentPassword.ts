/**
 * Sets the payment password that confirms withdrawals and agent transfers (our call, beside the login password's
 * `/wps/member/password`): the login password proves it is the member; the new one is typed twice and must match
 * ('inconsistent_twice', spec section 8). Every password travels only in the encrypted call.
 */
import * as Effect from "effect/Effect"
import { wallet } from "../contract/api/wallet.ts"
import type { PaymentPasswordRequest } from "../model/AgentTransfer.ts"
import { call } from "./call.ts"
import { refuseAction, requireRealMember } from "./guard.ts"

/** Checks and sends the payment password. */
export const setPaymentPassword = (form: PaymentPasswordRequest) =>
  Effect.gen(function* () {
    yield* requireRealMember("paymentPassword")
    if (form.loginPassword === "" || form.paymentPassword === "")
      return yield* refuseAction("paymentPassword", "input_required")
    if (form.paymentPassword !== form.confirmPaymentPassword) {
      return yield* refuseAction("paymentPassword", "inconsistent_twice")
    }
    return yield* call(wallet.paymentPassword, form)
  })

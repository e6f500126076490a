/** Loads what the withdraw form needs: bank accounts, limits, what may be withdrawn, the confirmation timeout. */
import * as Effect from "effect/Effect"
import { wallet } from "../contract/api/wallet.ts"
import { call } from "./call.ts"
import { requireRealMember } from "./guard.ts"

/** The withdrawal info of a real account. */
export const loadWithdrawalInfo = Effect.gen(function* () {
  yield* requireRealMember("withdraw")
  return yield* call(wallet.withdrawalInfo, {})
})

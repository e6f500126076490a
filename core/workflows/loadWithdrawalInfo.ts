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

/**
 * The reload after a withdrawal was requested or cancelled: what may be withdrawn and the withdrawals left today moved
 * with the money, so the form's limits follow at once; its failure is already an event and must not fail the money
 * workflow.
 */
export const reloadWithdrawalInfoQuietly = call(wallet.withdrawalInfo, {}).pipe(Effect.ignore)

/**
 * The member's answer on a paid withdrawal (spec section 4 "Withdrawal confirmation"): received; not received, with a
 * proof image (png or jpg within 5 MB, spec section 5's image rule); or forced receipt once the timeout of spec
 * section 9 ("auto-received after {0} minutes") has passed, after which the matched deposit is not refunded. Only a
 * withdrawal awaiting confirmation can be answered.
 */
import * as Effect from "effect/Effect"
import { wallet } from "../contract/api/wallet.ts"
import { awaitsConfirmation, type ConfirmResult, canForce } from "../model/Withdrawal.ts"
import { Clock } from "../ports/Clock.ts"
import { emit } from "../store/EventLog.ts"
import { imagesProblem } from "../validation/ActivityApplication.ts"
import { call } from "./call.ts"
import { refuseAction, requireRealMember } from "./guard.ts"

/** A proof image: what the file picker told, and its base64 text. */
export interface ProofImage {
  readonly name: string
  readonly type: string
  readonly size: number
  readonly base64: string
}

/** What the confirmation form sends. */
export interface ConfirmForm {
  readonly withdrawalId: string
  readonly result: ConfirmResult
  readonly proof?: ProofImage
  readonly remarks?: string
}

/** Checks and sends the confirmation; the withdrawal as the platform now has it. */
export const confirmWithdrawal = (form: ConfirmForm) =>
  Effect.gen(function* () {
    const s = yield* requireRealMember("confirmWithdrawal")
    const w =
      s.funds.confirmations.find((c) => c.id === form.withdrawalId) ??
      s.funds.withdrawals.rows.find((c) => c.id === form.withdrawalId)
    if (w === undefined || !awaitsConfirmation(w)) {
      return yield* refuseAction("confirmWithdrawal", "not_awaiting_confirmation")
    }
    if (form.result === "NOT_RECEIVED") {
      if (form.proof === undefined || form.proof.base64 === "")
        return yield* refuseAction("confirmWithdrawal", "proof_required")
      const problem = imagesProblem([form.proof])
      if (problem !== undefined) return yield* refuseAction("confirmWithdrawal", problem.key)
    }
    if (form.result === "FORCED") {
      const now = yield* Clock.use((c) => c.now)
      if (!canForce(w, s.funds.withdrawalInfo?.autoConfirmMinutes, now)) {
        return yield* refuseAction("confirmWithdrawal", "timeout_not_reached")
      }
    }
    yield* emit({ _tag: "WithdrawalConfirmationRequested", withdrawalId: w.id, result: form.result })
    return yield* call(wallet.confirmWithdrawal, {
      withdrawalId: w.id,
      result: form.result,
      ...(form.result === "NOT_RECEIVED" && form.proof !== undefined ? { proofImage: form.proof.base64 } : {}),
      ...(form.remarks === undefined ? {} : { remarks: form.remarks }),
    })
  })

/**
 * The verification-tool check before a username login or a registration (spec section 4; the SMS login skips it):
 * its fields go into the request; a failed or closed check is refused as "captcha_check_failed" or "popup_closed"
 * (spec section 8).
 *
 * With the brand's own check on (`verificationCheckOn`, core/model/VerificationChallenge.ts) the check is the
 * challenge the form shows and the answer the person typed, sent as `geetest_challenge` and `geetest_validate`; the
 * platform judges it. Otherwise the `Verifier` port runs whatever tool the shell has (the sandbox's passes).
 */
import * as Effect from "effect/Effect"
import type { FormName } from "../events/intents/session.ts"
import { pickVerification, type VerificationFields } from "../model/VerificationFields.ts"
import { verificationCheckOn } from "../permissions/features.ts"
import { VerificationFailed, Verifier } from "../ports/Verifier.ts"
import { emit, state } from "../store/EventLog.ts"

/** Message keys of a refused check. */
export const verificationReasons = { failed: "captcha_check_failed", closed: "popup_closed" } as const

const refused = (form: FormName, e: VerificationFailed) =>
  emit({ _tag: "FormRejected", form, reason: verificationReasons[e.reason] })

/**
 * Runs the check for `action` (`answer`: what the person typed for the brand's check); on failure emits
 * `FormRejected` for `form` and fails with the tool's error.
 */
export const verify = (action: "login" | "register" | "sms", form: FormName, answer?: string | undefined) =>
  Effect.gen(function* () {
    const s = yield* state
    if (action !== "sms" && verificationCheckOn(s)) {
      const challenge = s.session.verification?.challenge
      const given = answer?.trim() ?? ""
      if (challenge === undefined || given === "") {
        const e = new VerificationFailed({ reason: "failed" })
        yield* refused(form, e)
        return yield* Effect.fail(e)
      }
      const fields: VerificationFields = { geetest_challenge: challenge, geetest_validate: given }
      return fields
    }
    return yield* Verifier.use((v) => v.verify(action)).pipe(
      Effect.map(pickVerification),
      Effect.tapError((e) => refused(form, e)),
    )
  })

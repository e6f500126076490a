/**
 * The verification-tool check before a username login or a registration (spec section 4; the SMS login skips it):
 * its fields go into the request; a failed or closed check is refused as "captcha_check_failed" or "popup_closed"
 * (spec section 8).
 */
import * as Effect from "effect/Effect"
import type { FormName } from "../events/intents/session.ts"
import { pickVerification } from "../model/VerificationFields.ts"
import { Verifier } from "../ports/Verifier.ts"
import { emit } from "../store/EventLog.ts"

/** Message keys of a refused check. */
export const verificationReasons = { failed: "captcha_check_failed", closed: "popup_closed" } as const

/** Runs the check for `action`; on failure emits `FormRejected` for `form` and fails with the tool's error. */
export const verify = (action: "login" | "register" | "sms", form: FormName) =>
  Verifier.use((v) => v.verify(action)).pipe(
    Effect.map(pickVerification),
    Effect.tapError((e) => emit({ _tag: "FormRejected", form, reason: verificationReasons[e.reason] })),
  )

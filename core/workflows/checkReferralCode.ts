/**
 * Checks the referral code of the link the person arrived by (`/register?referralCode=`, spec sections 2 and 5), on
 * arrival, with the affiliate check's call (wire notes section 4: the page load also sends `referralCode`): a code no
 * member holds is said at once, so the person can drop it before filling the form instead of being refused after.
 * A refusal other than the code's, or a dropped link, leaves the code unchecked: the registration checks it again.
 */
import * as Effect from "effect/Effect"
import * as session from "../contract/api/session.ts"
import { accountCodes } from "../contract/ErrorCode.ts"
import { emit, state } from "../store/EventLog.ts"
import { call } from "./call.ts"

/** The platform's code for a referral code no member holds. */
export const referralCodeInvalid = accountCodes.referralCodeInvalid

/** Checks the stored referral code; emits `ReferralCodeChecked` when the platform answered about the code. */
export const checkReferralCode = Effect.gen(function* () {
  const referralCode = (yield* state).registration.storedReferralCode
  if (referralCode === undefined) return
  const answer = yield* call(session.affiliate, { code: "", referralCode }).pipe(Effect.result)
  if (answer._tag === "Success") return yield* emit({ _tag: "ReferralCodeChecked", referralCode, valid: true })
  const error = answer.failure
  if (error._tag === "CallFailed" && error.errorCode === referralCodeInvalid)
    yield* emit({ _tag: "ReferralCodeChecked", referralCode, valid: false })
})

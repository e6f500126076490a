/**
 * Requests for an SMS code (spec section 3 "SMS code request"; wire notes section 4): for a login (or a reset by
 * phone) `POST /wps/verification/sms/noLogin` with `mobileNum` and `countryDialingCode`; for a registration
 * `POST /wps/verification/sms/register` with `mobileNo` and `countryDialingCode`, plus the verification tool's fields.
 * The answer has `expiredMinutes`: the resend countdown is `expiredMinutes x 60` seconds, 60 s for the third-party
 * channel (spec section 4), and requests are throttled to one per 1000 ms (spec section 9).
 */
import * as Schema from "effect/Schema"
import { NumberLike } from "./NumberLike.ts"
import { verificationFields } from "./VerificationFields.ts"

/** What a code is for: the countdown of each form is kept apart. */
export const SmsPurpose = Schema.Literals(["login", "registerByUsername", "registerByMobile", "resetPassword"])
export type SmsPurpose = typeof SmsPurpose.Type

/** Who sends the SMS: the platform, or a third party (Firebase) after the platform's check (spec section 4). */
export const SmsChannel = Schema.Literals(["platform", "thirdParty"])
export type SmsChannel = typeof SmsChannel.Type

export const SmsLoginCodeRequest = Schema.Struct({
  mobileNum: Schema.String,
  countryDialingCode: Schema.optionalKey(Schema.String),
  ...verificationFields,
})
export type SmsLoginCodeRequest = typeof SmsLoginCodeRequest.Type

export const SmsRegisterCodeRequest = Schema.Struct({
  mobileNo: Schema.String,
  countryDialingCode: Schema.optionalKey(Schema.String),
  /** Spec section 3 names it; values are our choice: "username" or "mobile", the form the code is for. */
  regType: Schema.optionalKey(Schema.String),
  ...verificationFields,
})
export type SmsRegisterCodeRequest = typeof SmsRegisterCodeRequest.Type

/** `value` of a sent code. */
export const SmsCodeSent = Schema.Struct({ expiredMinutes: NumberLike })
export type SmsCodeSent = typeof SmsCodeSent.Type

/** Seconds of the third-party channel's countdown (spec section 9). */
export const thirdPartyCooldownSeconds = 60

/** Minimum time between two requests (spec section 9). */
export const requestIntervalMs = 1000

/** Seconds before a new code may be asked for. */
export const cooldownSeconds = (channel: SmsChannel, expiredMinutes: number): number =>
  channel === "thirdParty"
    ? thirdPartyCooldownSeconds
    : Number.isFinite(expiredMinutes)
      ? Math.max(0, Math.round(expiredMinutes * 60))
      : 0

/**
 * Second verification of a login from a new IP (spec section 4): the platform refuses the login with
 * `login_verify_required` (a code its client keeps silent, wire notes section 2) and the person proves the account
 * by a phone SMS code, the bound email, the bank account name or a Google verification code.
 *
 * The endpoint's body is not recorded anywhere (wire notes section 7); our choice: `POST /wps/session/login/verification`
 * (encrypted, as the API table marks it) with the credentials again, the method and the proof, answered like a login.
 */
import * as Schema from "effect/Schema"
import { accountCodes } from "../contract/ErrorCode.ts"

/** The ways to prove the account. */
export const VerificationMethod = Schema.Literals(["sms", "email", "bankAccountName", "google"])
export type VerificationMethod = typeof VerificationMethod.Type

/** Every method, in the order the form offers them. */
export const verificationMethods: ReadonlyArray<VerificationMethod> = ["sms", "email", "bankAccountName", "google"]

/** The error code of a login that needs second verification. */
export const verificationRequiredCode = accountCodes.verificationRequired

export const SecondVerificationRequest = Schema.Struct({
  username: Schema.String,
  password: Schema.String,
  verifyType: VerificationMethod,
  /** The SMS code, the bound email, the bank account name or the Google code. */
  verifyCode: Schema.String,
  countryDialingCode: Schema.optionalKey(Schema.String),
  loginDeviceId: Schema.optionalKey(Schema.String),
})
export type SecondVerificationRequest = typeof SecondVerificationRequest.Type

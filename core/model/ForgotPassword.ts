/**
 * Recovering a forgotten password (spec section 3 "Forgot by email / By phone", section 4 "Recovery"):
 * by email, a form post of the username and the bound email (`POST /wps/member/password/email`); by phone, the new
 * password, the mobile number and the SMS code (`POST /wps/member/password/verification`, encrypted), offered only
 * when flag CHNGPASSVERIF3 is on.
 *
 * OUR CHOICE for the email way: the platform emails a one-time reset code (and a link carrying it) instead of a new
 * password, so a stranger who knows a username and its email cannot change anyone's password; the password changes
 * only when the code is used (`POST /wps/member/password/email/reset`, encrypted like the reset by phone).
 */
import * as Schema from "effect/Schema"
import * as SchemaGetter from "effect/SchemaGetter"

export const ForgotPasswordByEmail = Schema.Struct({
  username: Schema.String,
  email: Schema.String,
})
export type ForgotPasswordByEmail = typeof ForgotPasswordByEmail.Type

/** The reset by the emailed code: the account, the code and the new password. */
export const ResetPasswordByEmail = Schema.Struct({
  username: Schema.String,
  code: Schema.String,
  newPassword: Schema.String,
})
export type ResetPasswordByEmail = typeof ResetPasswordByEmail.Type

export const ResetPasswordByPhone = Schema.Struct({
  newPassword: Schema.String,
  mobileNum: Schema.String,
  verificationCode: Schema.String,
  /** Our addition: the dialing code of the mobile number, which the form asks for. */
  countryDialingCode: Schema.optionalKey(Schema.String),
})
export type ResetPasswordByPhone = typeof ResetPasswordByPhone.Type

/** What the portal keeps of a reset's answer: the account name, when the platform gives one. */
export const PasswordResetResult = Schema.Struct({ account: Schema.optionalKey(Schema.String) })
export type PasswordResetResult = typeof PasswordResetResult.Type

const accountIn = (v: unknown): PasswordResetResult => {
  if (typeof v !== "object" || v === null) return {}
  const { account, username } = v as { account?: unknown; username?: unknown }
  const name = typeof account === "string" && account !== "" ? account : typeof username === "string" ? username : ""
  return name === "" ? {} : { account: name }
}

/**
 * `value` of a reset by phone. The wire notes show none; our choice accepts any answer and keeps the member's
 * account name (`account` or `username`) when one is sent, which the automatic login then uses instead of the
 * mobile number.
 */
export const PasswordReset = Schema.Unknown.pipe(
  Schema.decodeTo(PasswordResetResult, {
    decode: SchemaGetter.transform(accountIn),
    encode: SchemaGetter.transform((r: PasswordResetResult): unknown => r),
  }),
)
export type PasswordReset = typeof PasswordReset.Type

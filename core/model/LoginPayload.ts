/**
 * The login request (`POST /wps/session/login`, encrypted; spec section 3 "Login payload"; wire notes section 4):
 * username and password, or for an SMS login the mobile number and the SMS code in the same two fields with
 * `type: "sms"`; the image captcha's answer when it was asked for; the verification tool's fields for a username
 * login; `loginDeviceId` is added by the client. `password` and `captcha` are secrets (never in events).
 */
import * as Schema from "effect/Schema"
import { verificationFields } from "./VerificationFields.ts"

/** How the credentials were given (wire notes section 4). */
export const LoginType = Schema.Literals(["username", "sms"])
export type LoginType = typeof LoginType.Type

/** The flagged default password (spec section 9): logging in with it forces a password change. */
export const defaultPassword = "123456"

export const LoginPayload = Schema.Struct({
  /** The username, or the mobile number for an SMS login. */
  username: Schema.String,
  /** The password, or the SMS code for an SMS login. */
  password: Schema.String,
  captcha: Schema.optionalKey(Schema.NullOr(Schema.String)),
  type: LoginType,
  /** Our addition for SMS logins: the mobile number's dialing code, which the form asks for. */
  countryDialingCode: Schema.optionalKey(Schema.String),
  loginDeviceId: Schema.optionalKey(Schema.String),
  ...verificationFields,
})
export type LoginPayload = typeof LoginPayload.Type

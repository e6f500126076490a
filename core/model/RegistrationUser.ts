/**
 * The registration request (`PUT /wps/member/register` and `/wps/member/register/mobile`, encrypted; spec section 3
 * "Registration user"; wire notes section 4) and its answer. The form sends each field its server rule enables
 * (spec section 5) plus the confirmation, the SMS code, the referral and affiliate codes, the domain and the dialing
 * code; on submit it adds `login: true`, `registerUrl`, `registerMethod: "WEB"` and, for the third-party SMS channel,
 * `firebaseChannel: "sms"` and `firebaseIdToken`. The answer logs the new member in: `token`, `firstTimeLogin`.
 */
import * as Schema from "effect/Schema"
import { Text } from "./Optional.ts"
import { verificationFields } from "./VerificationFields.ts"

const text = Schema.optionalKey(Schema.String)

/** Text fields a person may fill in (each shown only when its rule enables it, spec section 5). */
export const registrationTextFields = [
  "confirmPassword",
  "payeeName",
  "email",
  "qqNum",
  "mobileNum",
  "recommenderId",
  "captcha",
  "verificationCode",
  "affiliateCode",
  "paymentPassword",
  "line",
  "whatsapp",
  "facebook",
  "wechat",
  "idNumber",
  "referralCode",
  "domain",
  "countryDialingCode",
  "nickname",
] as const

/** Fields that are secrets: never logged, recorded or kept in events. */
export const registrationSecrets = [
  "password",
  "confirmPassword",
  "paymentPassword",
  "captcha",
  "verificationCode",
  "firebaseIdToken",
] as const

export const RegistrationUser = Schema.Struct({
  /** The username; for a registration by mobile, the mobile number (wire notes section 4). */
  username: Schema.String,
  password: Schema.String,
  confirmPassword: text,
  payeeName: text,
  email: text,
  qqNum: text,
  mobileNum: text,
  recommenderId: text,
  captcha: text,
  verificationCode: text,
  affiliateCode: text,
  paymentPassword: text,
  line: text,
  whatsapp: text,
  facebook: text,
  wechat: text,
  idNumber: text,
  referralCode: text,
  domain: text,
  countryDialingCode: text,
  nickname: text,
  login: Schema.optionalKey(Schema.Boolean),
  registerUrl: text,
  registerMethod: Schema.optionalKey(Schema.Literal("WEB")),
  firebaseChannel: Schema.optionalKey(Schema.Literal("sms")),
  firebaseIdToken: text,
  loginDeviceId: text,
  ...verificationFields,
})
export type RegistrationUser = typeof RegistrationUser.Type

/** What the person typed: the username and password and any enabled field. */
export type RegistrationForm = Pick<RegistrationUser, "username" | "password"> &
  Partial<Pick<RegistrationUser, (typeof registrationTextFields)[number]>>

/** `value` of a registration: the new member is logged in (`login: true`). */
export const RegisterResponse = Schema.Struct({
  token: Text,
  firstTimeLogin: Schema.optional(Schema.NullOr(Schema.Boolean)),
})
export type RegisterResponse = typeof RegisterResponse.Type

/** What the submission adds to a registration by username (spec section 5). */
export interface SubmissionContext {
  /** The page the person registered on. */
  readonly registerUrl: string
  /** The portal's domain; empty when none. */
  readonly domain: string | undefined
  /** Codes remembered from the link the person arrived by (`/register?referralCode=`). */
  readonly storedAffiliateCode: string | undefined
  readonly storedReferralCode: string | undefined
}

const filled = (s: string | undefined): string | undefined => (s === undefined || s.trim() === "" ? undefined : s)

/**
 * The request of a registration by username (spec section 5): the form plus `registerUrl`, `affiliateCode` and
 * `referralCode` falling back to the stored codes, `domain` (empty if none), `registerMethod: "WEB"`, `login: true`.
 */
export const withSubmissionExtras = (form: RegistrationForm, ctx: SubmissionContext): RegistrationUser => {
  const affiliateCode = filled(form.affiliateCode) ?? filled(ctx.storedAffiliateCode)
  const referralCode = filled(form.referralCode) ?? filled(ctx.storedReferralCode)
  return {
    ...form,
    ...(affiliateCode === undefined ? {} : { affiliateCode }),
    ...(referralCode === undefined ? {} : { referralCode }),
    registerUrl: ctx.registerUrl,
    domain: ctx.domain ?? "",
    registerMethod: "WEB",
    login: true,
  }
}

/**
 * What the person did in the session area (spec section 4 "Login", "Registration", "SMS cooldown", "Free play"),
 * as facts the workflows emit before or beside their calls. They carry no secret: what a reducer needs from a
 * request (the login method, whether the password was the flagged default) travels here instead of the request
 * (README, Decisions).
 */
import * as Schema from "effect/Schema"
import { BrandConfig } from "../../model/BrandConfig.ts"
import { SmsChannel, SmsPurpose } from "../../model/SmsRequest.ts"

/** How a session was opened: username and password, mobile and SMS code, a third-party login, a demo account. */
export const LoginMethod = Schema.Literals(["username", "sms", "firebase", "freePlay"])
export type LoginMethod = typeof LoginMethod.Type

/** The brand's configuration was applied (merchant code, default language, guard, SMS channel). */
export const BrandConfigured = Schema.TaggedStruct("BrandConfigured", { config: BrandConfig })

/** A login was submitted; `defaultPassword` says the password was exactly the flagged '123456' (spec section 9). */
export const LoginSubmitted = Schema.TaggedStruct("LoginSubmitted", {
  method: LoginMethod,
  account: Schema.String,
  defaultPassword: Schema.Boolean,
})

/** The image captcha was asked for at `at` (epoch ms), to refresh it at most once a second (spec section 9). */
export const CaptchaRequested = Schema.TaggedStruct("CaptchaRequested", { at: Schema.Number })

/** A code was asked for at `at` (epoch ms); the countdown starts from here when the platform answers. */
export const SmsCodeRequested = Schema.TaggedStruct("SmsCodeRequested", {
  purpose: SmsPurpose,
  channel: SmsChannel,
  at: Schema.Number,
})

/** A registration was submitted. */
export const RegistrationSubmitted = Schema.TaggedStruct("RegistrationSubmitted", {
  method: Schema.Literals(["username", "mobile"]),
  account: Schema.String,
})

/** The person arrived by a link carrying codes (`/register?referralCode=`): kept as the fallback of spec section 5. */
export const ReferralCodeCaptured = Schema.TaggedStruct("ReferralCodeCaptured", {
  affiliateCode: Schema.optionalKey(Schema.String),
  referralCode: Schema.optionalKey(Schema.String),
})

/** The referral code of the link was checked on arrival (spec section 5): valid, or no member holds it. */
export const ReferralCodeChecked = Schema.TaggedStruct("ReferralCodeChecked", {
  referralCode: Schema.String,
  valid: Schema.Boolean,
})

/** The person chose to register without the referral code of their link. */
export const ReferralCodeDropped = Schema.TaggedStruct("ReferralCodeDropped", {})

/** Forms whose submission a workflow may refuse before any call. */
export const FormName = Schema.Literals([
  "login",
  "smsLogin",
  "register",
  "smsCode",
  "forgotPassword",
  "changePassword",
  "secondVerification",
])
export type FormName = typeof FormName.Type

/**
 * A submission was refused before any call, with the message key to show (spec section 8): the verification tool
 * failed ("captcha_check_failed") or was closed ("popup_closed"), a required SMS code is missing
 * ("verification_code_required"), a password confirmation differs ("inconsistent_twice").
 */
export const FormRejected = Schema.TaggedStruct("FormRejected", { form: FormName, reason: Schema.String })

/** The first-login action ran (spec section 4: `firstTimeLogin` in the login answer). */
export const FirstLoginActionRan = Schema.TaggedStruct("FirstLoginActionRan", {})

/** The login form was filled from the remember-me cookies (spec section 3; never a password). */
export const RememberedLoginRestored = Schema.TaggedStruct("RememberedLoginRestored", {
  remember: Schema.Boolean,
  username: Schema.optionalKey(Schema.String),
  mobileNum: Schema.optionalKey(Schema.String),
  countryDialingCode: Schema.optionalKey(Schema.String),
})

/** Why a change of password is forced (spec section 4 "Login"): the flagged default password, or an expired one. */
export const ForcedChangeReason = Schema.Literals(["defaultPassword", "expired"])
export type ForcedChangeReason = typeof ForcedChangeReason.Type

/**
 * A reload found a login held for a forced change of password (spec section 4): session storage `cpw` says why (never
 * the password), `account` whose. The hold is back: not logged in, the change-password modal forced again.
 */
export const ForcedPasswordChangeRestored = Schema.TaggedStruct("ForcedPasswordChangeRestored", {
  reason: ForcedChangeReason,
  account: Schema.String,
})

export const sessionIntents = [
  BrandConfigured,
  LoginSubmitted,
  CaptchaRequested,
  SmsCodeRequested,
  RegistrationSubmitted,
  ReferralCodeCaptured,
  ReferralCodeChecked,
  ReferralCodeDropped,
  FormRejected,
  FirstLoginActionRan,
  RememberedLoginRestored,
  ForcedPasswordChangeRestored,
] as const
export type SessionIntent = (typeof sessionIntents)[number]["Type"]

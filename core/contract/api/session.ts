/**
 * Calls of the session area (spec section 7): login (username, SMS, free play, new-IP verification), SMS codes,
 * captcha, registration and the affiliate check, member info and icon, password change and recovery, logout and the
 * member's language. Methods, paths, tokens and encryption as spec section 7 and the wire notes' tables (4, 6a).
 * Each call is declared on its own, so a workflow reaching one (`import * as session`) bundles that call's schemas
 * and not the area's; `session` is the table `Api` gathers.
 */
import * as Schema from "effect/Schema"
import { AffiliateCheck } from "../../model/Affiliate.ts"
import { CaptchaImage } from "../../model/Captcha.ts"
import {
  ForgotPasswordByEmail,
  PasswordReset,
  ResetPasswordByEmail,
  ResetPasswordByPhone,
} from "../../model/ForgotPassword.ts"
import { LoginPayload } from "../../model/LoginPayload.ts"
import { LoginResponse } from "../../model/LoginResponse.ts"
import { MemberIcon } from "../../model/MemberIcon.ts"
import { MemberInfo } from "../../model/MemberInfo.ts"
import { PasswordChange } from "../../model/PasswordChange.ts"
import { RegisterResponse, RegistrationUser, registrationSecrets } from "../../model/RegistrationUser.ts"
import { SecondVerificationRequest } from "../../model/SecondVerification.ts"
import { SmsCodeSent, SmsLoginCodeRequest, SmsRegisterCodeRequest } from "../../model/SmsRequest.ts"
import { VerificationChallenge } from "../../model/VerificationChallenge.ts"
import { Acknowledged } from "../Acknowledged.ts"
import { endpoint, NoParams } from "../Endpoint.ts"

export const login = endpoint({
  name: "login",
  method: "POST",
  path: "/wps/session/login",
  token: false,
  encrypted: true,
  secrets: ["password", "captcha"],
  request: LoginPayload,
  response: LoginResponse,
  answered: "LoginSucceeded",
})

export const smsLoginCode = endpoint({
  name: "smsLoginCode",
  method: "POST",
  path: "/wps/verification/sms/noLogin",
  token: false,
  request: SmsLoginCodeRequest,
  response: SmsCodeSent,
  answered: "LoginSmsCodeSent",
})

export const smsRegisterCode = endpoint({
  name: "smsRegisterCode",
  method: "POST",
  path: "/wps/verification/sms/register",
  token: false,
  request: SmsRegisterCodeRequest,
  response: SmsCodeSent,
  answered: "RegisterSmsCodeSent",
})

export const captcha = endpoint({
  name: "captcha",
  method: "GET",
  path: "/wps/captcha",
  token: false,
  request: NoParams,
  response: CaptchaImage,
  answered: "CaptchaLoaded",
})

/**
 * The brand's verification check (core/model/VerificationChallenge.ts): the API table (wire notes 6b) names the path
 * only; the answer's shape, a challenge id and its image, is our choice.
 */
export const verificationChallenge = endpoint({
  name: "verificationChallenge",
  method: "GET",
  path: "/wps/captcha/geetest",
  token: false,
  request: NoParams,
  response: VerificationChallenge,
  answered: "VerificationChallengeLoaded",
})

export const freePlay = endpoint({
  name: "freePlay",
  method: "POST",
  path: "/wps/session/login/freeplay",
  token: false,
  request: Schema.Struct({ os: Schema.optionalKey(Schema.String), platform: Schema.optionalKey(Schema.String) }),
  response: LoginResponse,
  answered: "FreePlayStarted",
  note:
    "Spec section 7 also names an RSA-encrypted random string; the real client builds it but never sends it (wire " +
    "notes section 3), so the body is os and platform 'W' only, unencrypted.",
})

export const loginVerification = endpoint({
  name: "loginVerification",
  method: "POST",
  path: "/wps/session/login/verification",
  token: false,
  encrypted: true,
  secrets: ["password", "verifyCode"],
  request: SecondVerificationRequest,
  response: LoginResponse,
  answered: "SecondVerificationPassed",
  note: "Path from the wire notes' API table (6b); body and answer are our choice (wire notes section 7: not seen).",
})

export const memberInfo = endpoint({
  name: "memberInfo",
  method: "GET",
  path: "/wps/member/info",
  request: NoParams,
  response: MemberInfo,
  answered: "MemberInfoLoaded",
})

export const memberIcon = endpoint({
  name: "memberIcon",
  method: "GET",
  path: "/wps/member/info/icon",
  request: NoParams,
  response: MemberIcon,
  answered: "MemberIconLoaded",
  note: "The answer's shape is our choice (not in the wire notes): an address string or an object naming it.",
})

export const affiliate = endpoint({
  name: "affiliate",
  method: "GET",
  path: "/wps/agent/affiliate",
  token: false,
  request: AffiliateCheck,
  response: Acknowledged,
  answered: "AffiliateChecked",
})

export const register = endpoint({
  name: "register",
  method: "PUT",
  path: "/wps/member/register",
  token: false,
  encrypted: true,
  secrets: registrationSecrets,
  request: RegistrationUser,
  response: RegisterResponse,
  answered: "Registered",
})

export const registerMobile = endpoint({
  name: "registerMobile",
  method: "PUT",
  path: "/wps/member/register/mobile",
  token: false,
  encrypted: true,
  secrets: registrationSecrets,
  request: RegistrationUser,
  response: RegisterResponse,
  answered: "RegisteredByMobile",
})

export const changePassword = endpoint({
  name: "changePassword",
  method: "POST",
  path: "/wps/member/password",
  encrypted: true,
  secrets: ["oldPassword", "newPassword", "confirmNewPassword"],
  request: PasswordChange,
  response: Acknowledged,
  answered: "PasswordChanged",
})

export const forgotPasswordByEmail = endpoint({
  name: "forgotPasswordByEmail",
  method: "POST",
  path: "/wps/member/password/email",
  token: false,
  carrier: "form",
  request: ForgotPasswordByEmail,
  response: Acknowledged,
  answered: "PasswordRecoveryEmailSent",
})

export const resetPasswordByEmail = endpoint({
  name: "resetPasswordByEmail",
  method: "POST",
  path: "/wps/member/password/email/reset",
  token: false,
  encrypted: true,
  secrets: ["newPassword", "code"],
  request: ResetPasswordByEmail,
  response: PasswordReset,
  answered: "PasswordResetByEmail",
  note: "Our addition: the email way sends a one-time code; this call uses it to set the new password.",
})

export const resetPasswordByPhone = endpoint({
  name: "resetPasswordByPhone",
  method: "POST",
  path: "/wps/member/password/verification",
  token: false,
  encrypted: true,
  secrets: ["newPassword", "verificationCode"],
  request: ResetPasswordByPhone,
  response: PasswordReset,
  answered: "PasswordResetByPhone",
})

export const logout = endpoint({
  name: "logout",
  method: "DELETE",
  path: "/wps/session/logout",
  request: NoParams,
  response: Acknowledged,
  answered: "LoggedOut",
})

export const memberLanguage = endpoint({
  name: "memberLanguage",
  method: "PUT",
  path: "/wps/member/language",
  request: Schema.Struct({ language: Schema.String }),
  response: Acknowledged,
  answered: "LanguageSaved",
  note: "Sent only with a session (the member's language); the API table (6b) gives no token flag.",
})

/** The area's table, as `Api` gathers it. */
export const session = {
  login,
  smsLoginCode,
  smsRegisterCode,
  captcha,
  verificationChallenge,
  freePlay,
  loginVerification,
  memberInfo,
  memberIcon,
  affiliate,
  register,
  registerMobile,
  changePassword,
  forgotPasswordByEmail,
  resetPasswordByEmail,
  resetPasswordByPhone,
  logout,
  memberLanguage,
}

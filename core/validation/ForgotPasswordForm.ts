/**
 * The forgot-password forms (spec sections 2, 3 and 5): by email (username and email required, each in the brand's
 * rule when it sends one; the email else in the fallback format) and by phone (mobile number required and in format,
 * the new password required and in format, the SMS code required), and the reset with the emailed code (username
 * required, the code of 8 digits, the new password required and in format). Values are trimmed.
 */
import type { RegisterRules } from "../model/RegisterRule.ts"
import * as Fields from "./Fields.ts"
import { collect, type FormResult, formResult, problem } from "./Problem.ts"
import { checkRule, enabledRule } from "./RuleCheck.ts"

/** Recovery by email. */
export interface ForgotByEmailForm {
  readonly username: string
  readonly email: string
}
export type ForgotByEmailField = keyof ForgotByEmailForm

/** Recovery by phone. */
export interface ForgotByPhoneForm {
  readonly mobileNum: string
  readonly newPassword: string
  readonly verificationCode: string
}
export type ForgotByPhoneField = keyof ForgotByPhoneForm

/** The reset with the emailed code (our choice, core/model/ForgotPassword.ts). */
export interface ResetByEmailCodeForm {
  readonly username: string
  readonly code: string
  readonly newPassword: string
}
export type ResetByEmailCodeField = keyof ResetByEmailCodeForm

/** The brand's registration rules give the formats. */
export interface ForgotContext {
  readonly rules?: RegisterRules | undefined
}

/** Validates recovery by email; when valid, the trimmed values. */
export const validateForgotByEmail = (
  form: ForgotByEmailForm,
  context: ForgotContext,
): FormResult<ForgotByEmailField, ForgotByEmailForm> => {
  const value = { username: form.username.trim(), email: form.email.trim() }
  const usernameRule = context.rules?.username
  return formResult(
    value,
    collect<ForgotByEmailField>([
      [
        "username",
        usernameRule === undefined
          ? Fields.required(value.username)
          : checkRule(usernameRule, value.username, { required: true }),
      ],
      ["email", Fields.email(value.email, enabledRule(context.rules, "email"))],
    ]),
  )
}

/** Validates recovery by phone; when valid, the trimmed values. */
export const validateForgotByPhone = (
  form: ForgotByPhoneForm,
  context: ForgotContext,
): FormResult<ForgotByPhoneField, ForgotByPhoneForm> => {
  const value = {
    mobileNum: form.mobileNum.trim(),
    newPassword: form.newPassword.trim(),
    verificationCode: form.verificationCode.trim(),
  }
  return formResult(
    value,
    collect<ForgotByPhoneField>([
      ["mobileNum", Fields.mobileNumber(value.mobileNum, enabledRule(context.rules, "mobileNum"))],
      ["newPassword", Fields.password(value.newPassword, context.rules?.password)],
      ["verificationCode", Fields.verificationCode(value.verificationCode, { required: true })],
    ]),
  )
}

/** Validates the reset with the emailed code; when valid, the trimmed values. */
export const validateResetByEmailCode = (
  form: ResetByEmailCodeForm,
  context: ForgotContext,
): FormResult<ResetByEmailCodeField, ResetByEmailCodeForm> => {
  const value = { username: form.username.trim(), code: form.code.trim(), newPassword: form.newPassword.trim() }
  return formResult(
    value,
    collect<ResetByEmailCodeField>([
      ["username", Fields.required(value.username)],
      ["code", /^\d{8}$/.test(value.code) ? undefined : problem("verification_code_invalid")],
      ["newPassword", Fields.password(value.newPassword, context.rules?.password)],
    ]),
  )
}

/**
 * The registration form (spec sections 2, 4 and 5), by username or by mobile number.
 *
 * - username (by username): required, in the brand's `username` rule when it sends one.
 * - password (by username, or by mobile when the brand asks one): required and in format; its confirmation must
 *   equal it ('inconsistent_twice').
 * - mobileNum: shown by mobile, when SMS verification is on, or when its rule is enabled; required when shown.
 * - verificationCode (the SMS code): shown and required when SMS verification is on.
 * - payeeName, qqNum, email, line, whatsapp, facebook, wechat, idNumber, affiliateCode, captcha: shown only when the
 *   brand's rule enables them, required only when the rule says.
 * - paymentPassword: shown when its rule is enabled, then required.
 * - the terms must be agreed; the age agreement (18) when the brand shows it.
 * Values are trimmed before checking and in the valid result.
 */
import type { RegisterRule, RegisterRules } from "../model/RegisterRule.ts"
import * as Fields from "./Fields.ts"
import { collect, type FormResult, formResult, type Problem, problem } from "./Problem.ts"
import { checkRule, compileRule, enabledRule } from "./RuleCheck.ts"

/** Fields shown only when the brand's rule enables them (spec section 5). */
export const optionalRuleFields = [
  "payeeName",
  "qqNum",
  "email",
  "line",
  "whatsapp",
  "facebook",
  "wechat",
  "idNumber",
  "affiliateCode",
  "captcha",
] as const
export type OptionalRuleField = (typeof optionalRuleFields)[number]

/** Text fields of the form. */
export type RegisterTextField =
  | "username"
  | "password"
  | "confirmPassword"
  | "mobileNum"
  | "verificationCode"
  | "paymentPassword"
  | OptionalRuleField

/** Every field that can have a problem. */
export type RegisterField = RegisterTextField | "termsAgreed" | "ageConfirmed"

/** What the person typed; a field the form does not show may be absent. */
export type RegisterForm = { readonly [K in RegisterTextField]?: string } & {
  readonly termsAgreed: boolean
  readonly ageConfirmed?: boolean
}

/** What the form depends on: the brand's rules and switches. */
export interface RegisterContext {
  readonly rules: RegisterRules
  /** The tab: by username, or by mobile number (when mobile registration is on). */
  readonly method: "username" | "mobile"
  /** SMS verification is on: the mobile number and the SMS code are required. */
  readonly smsVerification: boolean
  /** By mobile, a password is asked too (the brand's `mobileRegPass`). */
  readonly mobilePassword?: boolean
  /** The age agreement box is shown. */
  readonly ageAgreement: boolean
}

/** The fields the form shows, in display order. */
export const shownFields = (context: RegisterContext): ReadonlyArray<RegisterField> => {
  const { rules, method } = context
  const byUsername = method === "username"
  const withPassword = byUsername || context.mobilePassword === true
  const out: Array<RegisterField> = []
  if (byUsername) out.push("username")
  if (withPassword) out.push("password", "confirmPassword")
  if (!byUsername || context.smsVerification || enabledRule(rules, "mobileNum") !== undefined) out.push("mobileNum")
  if (context.smsVerification) out.push("verificationCode")
  for (const f of optionalRuleFields) if (enabledRule(rules, f) !== undefined) out.push(f)
  if (enabledRule(rules, "paymentPassword") !== undefined) out.push("paymentPassword")
  out.push("termsAgreed")
  if (context.ageAgreement) out.push("ageConfirmed")
  return out
}

const text = (form: RegisterForm, field: RegisterTextField): string => (form[field] ?? "").trim()

const byRuleOrRequired = (rule: RegisterRule | undefined, value: string): Problem | undefined =>
  rule === undefined ? Fields.required(value) : checkRule(rule, value, { required: true })

/** The problem of one shown field (for checking as the person leaves it); undefined when it passes. */
export const validateRegisterField = (
  field: RegisterField,
  form: RegisterForm,
  context: RegisterContext,
): Problem | undefined => {
  const { rules } = context
  switch (field) {
    case "username":
      return byRuleOrRequired(rules.username, text(form, "username"))
    case "password":
      return Fields.password(text(form, "password"), rules.password)
    case "confirmPassword": {
      const confirm = text(form, "confirmPassword")
      if (confirm === "") return problem("input_required")
      return confirm === text(form, "password") ? undefined : problem("inconsistent_twice")
    }
    case "mobileNum":
      return Fields.mobileNumber(text(form, "mobileNum"), rules.mobileNum)
    case "verificationCode":
      return Fields.verificationCode(text(form, "verificationCode"), { required: true })
    case "paymentPassword":
      return byRuleOrRequired(rules.paymentPassword, text(form, "paymentPassword"))
    case "termsAgreed":
      return Fields.termsAgreed(form.termsAgreed)
    case "ageConfirmed":
      return Fields.ageConfirmed(form.ageConfirmed === true)
    default: {
      const rule = rules[field]
      return rule === undefined
        ? undefined
        : checkRule(rule, text(form, field), { required: compileRule(rule).required })
    }
  }
}

const trimmed = (form: RegisterForm): RegisterForm =>
  Object.fromEntries(Object.entries(form).map(([k, v]) => [k, typeof v === "string" ? v.trim() : v])) as RegisterForm

/** Validates every shown field; when valid, the trimmed values. */
export const validateRegister = (
  form: RegisterForm,
  context: RegisterContext,
): FormResult<RegisterField, RegisterForm> =>
  formResult(
    trimmed(form),
    collect(shownFields(context).map((f) => [f, validateRegisterField(f, form, context)] as const)),
  )

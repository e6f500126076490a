/**
 * The register centre's form (spec section 2 agent centre "account (register center)"): an agent opens a member
 * account below itself. It is the member registration by username (RegisterForm.ts) narrowed to what an agent fills
 * in for someone else, checked by the SAME brand rules (`/wps/system/setting/register`, spec section 5): username,
 * password and its confirmation always; payee name, mobile number and e-mail when the brand's rule enables them,
 * each required as the member registration requires it. No SMS code, captcha, invitation code or agreements: the
 * agent is logged in and the new member is its downline (our choice). Values are trimmed in the valid result.
 */
import type { DownlineRegistrationRequest } from "../model/DownlineRegistration.ts"
import type { RegisterRules } from "../model/RegisterRule.ts"
import { collect, type FormResult, formResult, type Problem } from "./Problem.ts"
import { type RegisterContext, type RegisterForm, shownFields, validateRegisterField } from "./RegisterForm.ts"

/** Fields of the form, in display order. */
export const downlineRegisterFieldOrder = [
  "username",
  "password",
  "confirmPassword",
  "payeeName",
  "mobileNum",
  "email",
] as const
export type DownlineRegisterField = (typeof downlineRegisterFieldOrder)[number]

/** What the agent typed; a field the form does not show may be absent. */
export type DownlineRegisterForm = { readonly [K in DownlineRegisterField]?: string }

const contextOf = (rules: RegisterRules): RegisterContext => ({
  rules,
  method: "username",
  smsVerification: false,
  ageAgreement: false,
})

const asRegisterForm = (form: DownlineRegisterForm): RegisterForm => ({ ...form, termsAgreed: true })

/** The fields the form shows under the brand's rules, in display order. */
export const downlineRegisterFields = (rules: RegisterRules): ReadonlyArray<DownlineRegisterField> => {
  const shown: ReadonlyArray<string> = shownFields(contextOf(rules))
  return downlineRegisterFieldOrder.filter((f) => shown.includes(f))
}

/** The problem of one field (as the agent types or leaves it); undefined when it passes. */
export const validateDownlineRegisterField = (
  field: DownlineRegisterField,
  form: DownlineRegisterForm,
  rules: RegisterRules,
): Problem | undefined => validateRegisterField(field, asRegisterForm(form), contextOf(rules))

/** Validates every shown field; when valid, the request to send (trimmed, only the shown fields that are filled). */
export const validateDownlineRegister = (
  form: DownlineRegisterForm,
  rules: RegisterRules,
): FormResult<DownlineRegisterField, DownlineRegistrationRequest> => {
  const fields = downlineRegisterFields(rules)
  const text = (f: DownlineRegisterField) => (form[f] ?? "").trim()
  const extra: { -readonly [K in "confirmPassword" | "payeeName" | "mobileNum" | "email"]?: string } = {}
  for (const f of ["confirmPassword", "payeeName", "mobileNum", "email"] as const)
    if (fields.includes(f) && text(f) !== "") extra[f] = text(f)
  return formResult(
    { username: text("username"), password: text("password"), ...extra },
    collect(fields.map((f) => [f, validateDownlineRegisterField(f, form, rules)] as const)),
  )
}

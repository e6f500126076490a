/**
 * The single-field checks the forms share (spec sections 5 and 8): required text, password and mobile format (the
 * brand's rule when it sends one, else a fallback), email, SMS verification code, real name, contact number,
 * invitation code, and the two agreements. Each takes the raw value, trims it, and returns a problem or undefined.
 *
 * Fallback formats are OUR CHOICE (the spec gives messages, not bounds): password 6 to 20 printable characters
 * without spaces ("password must be (min)-(max) characters"); mobile number 6 to 15 digits (E.164's longest);
 * email the catalogue's pattern 4 with 6 to 254 characters; real name 2 to 64 letters of any script, spaces and
 * dots; contact number an optional `+` and 6 to 15 digits; invitation code 1 to 32 letters and digits.
 */
import type { RegisterRule } from "../model/RegisterRule.ts"
import { patternById } from "./Patterns.ts"
import { type Problem, problem } from "./Problem.ts"
import { checkRule, textLength } from "./RuleCheck.ts"

/** The minimum age of the age agreement (spec section 9). */
export const minimumAge = 18

/** The longest verification code (spec section 5: "max length 255, min 0"). */
export const verificationCodeMaxLength = 255

/** The fallback password bounds. */
export const passwordBounds = { min: 6, max: 20 } as const

/** The rule used for an email when the brand sends none (pattern 4 of the catalogue). */
export const fallbackEmailRule: RegisterRule = {
  patternId: 4,
  minLength: 6,
  maxLength: 254,
  acceptedPattern: patternById(4)?.source ?? "*",
}

const passwordText = /^[\x21-\x7e]+$/
const mobileText = /^[0-9]{6,15}$/
const contactText = /^\+?[0-9]{6,15}$/
const realNameText = /^[\p{L}\p{M} .·]+$/u
const invitationText = /^[A-Za-z0-9]{1,32}$/

/** "Input cannot be empty" when the trimmed value is empty. */
export const required = (value: string): Problem | undefined =>
  value.trim() === "" ? problem("input_required") : undefined

/** A password: required, and in the brand's password rule when given, else 6 to 20 printable characters. */
export const password = (value: string, rule?: RegisterRule): Problem | undefined => {
  if (rule !== undefined) return checkRule(rule, value, { required: true })
  const v = value.trim()
  const n = textLength(v)
  return n >= passwordBounds.min && n <= passwordBounds.max && passwordText.test(v)
    ? undefined
    : problem("password_length", passwordBounds)
}

/** A mobile number: required, and in the brand's `mobileNum` rule when given, else 6 to 15 digits. */
export const mobileNumber = (value: string, rule?: RegisterRule): Problem | undefined => {
  if (rule !== undefined) return checkRule(rule, value, { required: true })
  const v = value.trim()
  if (v === "") return problem("input_required")
  return mobileText.test(v) ? undefined : problem("mobile_invalid")
}

/** An email: required, and in the brand's `email` rule when given, else the fallback rule. */
export const email = (value: string, rule?: RegisterRule): Problem | undefined =>
  checkRule(rule ?? fallbackEmailRule, value, { required: true })

/** An SMS verification code: present when required, never longer than 255 (spec section 5). */
export const verificationCode = (value: string, options: { readonly required: boolean }): Problem | undefined => {
  const n = textLength(value.trim())
  if (n === 0) return options.required ? problem("verification_code_invalid") : undefined
  return n > verificationCodeMaxLength ? problem("verification_code_invalid") : undefined
}

/** A real name ("real name format incorrect"). */
export const realName = (value: string): Problem | undefined => {
  const v = value.trim()
  const n = textLength(v)
  return n >= 2 && n <= 64 && realNameText.test(v) ? undefined : problem("real_name_invalid")
}

/** A contact number (Zalo, WhatsApp) asked for some bonuses ("phone format incorrect"). */
export const contactNumber = (value: string): Problem | undefined =>
  contactText.test(value.trim()) ? undefined : problem("phone_format_invalid")

/** A referral or affiliate code typed outside the registration rules ("invalid invitation code"). */
export const invitationCode = (value: string): Problem | undefined =>
  invitationText.test(value.trim()) ? undefined : problem("invitation_code_invalid")

/** The terms must be agreed. */
export const termsAgreed = (agreed: boolean): Problem | undefined => (agreed ? undefined : problem("terms_required"))

/** The age agreement (at least 18). */
export const ageConfirmed = (confirmed: boolean): Problem | undefined =>
  confirmed ? undefined : problem("age_required", { age: minimumAge })

/**
 * The second-verification form's checks (spec section 4 "New-IP login requires second verification: phone SMS code,
 * bound email, bank account name, or Google verification"), composed from core's single-field checks (spec section
 * 5): by SMS the mobile number and the code, by email the bound address, by bank account the holder's name, by
 * Google the code. Values are trimmed. Core has no form for this yet; when it gains one, this file goes.
 */
import type { RegisterRules } from "../../core/model/RegisterRule.ts"
import type { VerificationMethod } from "../../core/model/SecondVerification.ts"
import * as Fields from "../../core/validation/Fields.ts"
import { collect, type FormResult, formResult, type Problem } from "../../core/validation/Problem.ts"
import { enabledRule } from "../../core/validation/RuleCheck.ts"

/** What the person typed: the proof, and by SMS the mobile number the code goes to. */
export interface SecondVerificationForm {
  readonly mobileNum: string
  readonly code: string
}
export type SecondVerificationField = keyof SecondVerificationForm

const proofProblem = (method: VerificationMethod, code: string, rules: RegisterRules | undefined) => {
  switch (method) {
    case "sms":
    case "google":
      return Fields.verificationCode(code, { required: true })
    case "email":
      return Fields.email(code, enabledRule(rules, "email"))
    case "bankAccountName":
      return Fields.required(code)
  }
}

/** Validates the form for `method`; when valid, the trimmed values. */
export const validateSecondVerification = (
  method: VerificationMethod,
  form: SecondVerificationForm,
  rules?: RegisterRules | undefined,
): FormResult<SecondVerificationField, SecondVerificationForm> => {
  const value = { mobileNum: form.mobileNum.trim(), code: form.code.trim() }
  const mobile: Problem | undefined =
    method === "sms" ? Fields.mobileNumber(value.mobileNum, enabledRule(rules, "mobileNum")) : undefined
  return formResult(
    value,
    collect<SecondVerificationField>([
      ["mobileNum", mobile],
      ["code", proofProblem(method, value.code, rules)],
    ]),
  )
}

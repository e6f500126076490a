/**
 * The English message of a validation problem (core/validation answers message keys for the UI's translations; a
 * platform's refusal carries a message, spec section 8). The field is named first, as every refusal of the sandbox
 * does: "password: must be 6-20 characters, letters and digits, at least one of each".
 */
import { readPatternKey } from "../../core/validation/MessageKeys.ts"
import type { Problem } from "../../core/validation/Problem.ts"
import type { ApiError } from "../http/ApiError.ts"
import { badRequest } from "../http/ApiError.ts"

const text = (p: Problem): string => {
  const { min, max, length } = p.params
  const reading = readPatternKey(p.key)
  if (reading !== undefined) {
    const kind = reading.pattern === undefined ? "" : `, ${reading.pattern.description}`
    return reading.exact ? `must be ${length} characters${kind}` : `must be ${min}-${max} characters${kind}`
  }
  switch (p.key) {
    case "input_required":
      return "is required"
    case "inconsistent_twice":
    case "confirmation_incorrect":
      return "does not match the password"
    case "password_length":
      return `must be ${min}-${max} characters`
    case "verification_code_invalid":
      return "a valid verification code is required"
    case "mobile_invalid":
      return "a valid mobile number is required"
    case "terms_required":
      return "the terms must be agreed"
    default:
      return `is not valid (${p.key})`
  }
}

/** The message of a field's problem, the field named first. */
export const problemMessage = (field: string, problem: Problem): string => `${field}: ${text(problem)}`

/** The 400 refusal of the first problem of a form (`request_param_err`, naming the field). */
export const refuseProblems = (problems: Readonly<Record<string, Problem | undefined>>): ApiError | undefined => {
  for (const [field, p] of Object.entries(problems)) if (p !== undefined) return badRequest(field, text(p))
  return undefined
}

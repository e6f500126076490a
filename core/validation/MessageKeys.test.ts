import { describe, expect, it } from "vitest"
import { imagesProblem, validateActivityApplication } from "./ActivityApplication.ts"
import { validateAmount } from "./Amount.ts"
import { validateChangePassword } from "./ChangePasswordForm.ts"
import { validateFeedback } from "./Feedback.ts"
import * as Fields from "./Fields.ts"
import { messageKeys, readPatternKey } from "./MessageKeys.ts"
import { patterns } from "./Patterns.ts"
import type { Problem } from "./Problem.ts"
import { validateRegisterField } from "./RegisterForm.ts"
import { checkRule } from "./RuleCheck.ts"

const amountProblem = (text: string, bounds = {}): Problem | undefined => {
  const r = validateAmount(text, bounds)
  return r._tag === "Invalid" ? r.problem : undefined
}

/** One way to reach each key that is not a pattern key. */
const reach: Record<string, () => Problem | undefined> = {
  reg_pattern_default: () => checkRule({ patternId: 0, minLength: 1, maxLength: 2 }, "abc"),
  reg_pattern_default_exact: () => checkRule({ minLength: 2, maxLength: 2 }, "abc"),
  inconsistent_twice: () =>
    validateRegisterField(
      "confirmPassword",
      { password: "a", confirmPassword: "b", termsAgreed: true },
      { rules: {}, method: "username", smsVerification: false, ageAgreement: false },
    ),
  confirmation_incorrect: () => {
    const r = validateChangePassword({ newPassword: "abcdef", confirmNewPassword: "x" }, { storedPasswordKnown: true })
    return r._tag === "Invalid" ? r.problems.confirmNewPassword : undefined
  },
  password_length: () => Fields.password("a"),
  verification_code_invalid: () => Fields.verificationCode("", { required: true }),
  mobile_invalid: () => Fields.mobileNumber("x"),
  phone_format_invalid: () => Fields.contactNumber("x"),
  real_name_invalid: () => Fields.realName("1"),
  invitation_code_invalid: () => Fields.invitationCode("!"),
  input_required: () => Fields.required(""),
  terms_required: () => Fields.termsAgreed(false),
  age_required: () => Fields.ageConfirmed(false),
  comment_too_long: () => {
    const r = validateActivityApplication({ comment: "x".repeat(141), images: [] }, { contactNumberRequired: false })
    return r._tag === "Invalid" ? r.problems.comment : undefined
  },
  image_type_invalid: () => imagesProblem([{ name: "a.bmp", type: "image/bmp", size: 1 }]),
  image_too_large: () => imagesProblem([{ name: "a.png", type: "image/png", size: 6 * 1024 * 1024 }]),
  too_many_images: () =>
    imagesProblem(Array.from({ length: 4 }, () => ({ name: "a.png", type: "image/png", size: 1 }))),
  feedback_word_count: () => {
    const r = validateFeedback({ content: "two words" })
    return r._tag === "Invalid" ? r.problems.content : undefined
  },
  amount_format_invalid: () => amountProblem("1.234"),
  amount_below_min: () => amountProblem("1", { min: 1000 }),
  amount_above_max: () => amountProblem("100", { max: 1000 }),
  amount_above_balance: () => amountProblem("100", { balance: 1000 }),
}

describe("messageKeys", () => {
  it("lists each key once", () => {
    expect(new Set(messageKeys).size).toBe(messageKeys.length)
  })

  it("holds reg_pattern_<id> and its one-number form for each of the twenty patterns", () => {
    for (const p of patterns) {
      expect(messageKeys).toContain(`reg_pattern_${p.id}`)
      expect(messageKeys).toContain(`reg_pattern_${p.id}_exact`)
      expect(checkRule({ patternId: p.id, minLength: 1, maxLength: 1 }, "ab")?.key).toBe(`reg_pattern_${p.id}_exact`)
      expect(checkRule({ patternId: p.id, minLength: 1, maxLength: 2 }, "abc")?.key).toBe(`reg_pattern_${p.id}`)
    }
  })

  it("holds exactly the keys validation can return: every other key is reachable", () => {
    const others = messageKeys.filter((k) => !/^reg_pattern_\d+(_exact)?$/.test(k))
    expect(Object.keys(reach).sort()).toEqual([...others].sort())
    for (const [key, call] of Object.entries(reach)) expect(call()?.key, key).toBe(key)
  })

  it("reads back every pattern key it lists, and no other key", () => {
    for (const p of patterns) {
      expect(readPatternKey(p.key)).toEqual({ pattern: p, exact: false })
      expect(readPatternKey(p.exactKey)).toEqual({ pattern: p, exact: true })
    }
    expect(readPatternKey("reg_pattern_default_exact")).toEqual({ pattern: undefined, exact: true })
    expect(readPatternKey("reg_pattern_default")).toEqual({ pattern: undefined, exact: false })
    for (const k of messageKeys.filter((k) => !k.startsWith("reg_pattern_"))) expect(readPatternKey(k)).toBeUndefined()
    expect(readPatternKey("reg_pattern_3_exactly")).toBeUndefined()
  })
})

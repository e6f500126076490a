import { describe, expect, it } from "vitest"
import { validateForgotByEmail, validateForgotByPhone, validateResetByEmailCode } from "./ForgotPasswordForm.ts"

const rules = {
  username: { enabled: "1", patternId: 2, minLength: 4, maxLength: 12, acceptedPattern: "[A-Za-z][A-Za-z0-9]*" },
  email: { enabled: "1", patternId: 4, minLength: 6, maxLength: 40, acceptedPattern: "[^@\\s]+@[^@\\s]+" },
} as const

describe("forgot password", () => {
  it("by email: both required, trimmed", () => {
    expect(validateForgotByEmail({ username: " ", email: "" }, {})).toEqual({
      _tag: "Invalid",
      problems: {
        username: { key: "input_required", params: {} },
        email: { key: "reg_pattern_4", params: { min: 6, max: 254 } },
      },
    })
    expect(validateForgotByEmail({ username: " bob ", email: " bob@mail.com " }, {})).toEqual({
      _tag: "Valid",
      value: { username: "bob", email: "bob@mail.com" },
    })
  })

  it("by email: formats from the brand's rules", () => {
    expect(validateForgotByEmail({ username: "9bob", email: "bob@xy" }, { rules })).toEqual({
      _tag: "Invalid",
      problems: { username: { key: "reg_pattern_2", params: { min: 4, max: 12 } } },
    })
  })

  it("by phone: mobile number, new password and SMS code", () => {
    expect(validateForgotByPhone({ mobileNum: "abc", newPassword: "x", verificationCode: "" }, {})).toEqual({
      _tag: "Invalid",
      problems: {
        mobileNum: { key: "mobile_invalid", params: {} },
        newPassword: { key: "password_length", params: { min: 6, max: 20 } },
        verificationCode: { key: "verification_code_invalid", params: {} },
      },
    })
    expect(
      validateForgotByPhone({ mobileNum: " 0812345678", newPassword: "secret1 ", verificationCode: " 9999" }, {}),
    ).toEqual({ _tag: "Valid", value: { mobileNum: "0812345678", newPassword: "secret1", verificationCode: "9999" } })
  })

  it("by the emailed code: username, a code of 8 digits, the new password", () => {
    expect(validateResetByEmailCode({ username: "", code: "1234", newPassword: "x" }, {})).toEqual({
      _tag: "Invalid",
      problems: {
        username: { key: "input_required", params: {} },
        code: { key: "verification_code_invalid", params: {} },
        newPassword: { key: "password_length", params: { min: 6, max: 20 } },
      },
    })
    expect(validateResetByEmailCode({ username: " bob ", code: " 01234567 ", newPassword: " Secret12 " }, {})).toEqual({
      _tag: "Valid",
      value: { username: "bob", code: "01234567", newPassword: "Secret12" },
    })
  })
})

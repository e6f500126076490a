import { describe, expect, it } from "vitest"
import { validateLogin } from "./LoginForm.ts"

describe("validateLogin", () => {
  it("by username: username and password required, trimmed, no format check", () => {
    expect(validateLogin({ type: "username", username: " Bob ", password: " x " }, { captchaShown: false })).toEqual({
      _tag: "Valid",
      value: { type: "username", username: "Bob", password: "x" },
    })
    expect(validateLogin({ type: "username", username: " ", password: "" }, { captchaShown: false })).toEqual({
      _tag: "Invalid",
      problems: { username: { key: "input_required", params: {} }, password: { key: "input_required", params: {} } },
    })
  })

  it("asks the captcha only when its box is shown", () => {
    const form = { type: "username", username: "bob", password: "secret" } as const
    expect(validateLogin(form, { captchaShown: true })).toEqual({
      _tag: "Invalid",
      problems: { captcha: { key: "input_required", params: {} } },
    })
    expect(validateLogin({ ...form, captcha: " 1234 " }, { captchaShown: true })).toEqual({
      _tag: "Valid",
      value: { ...form, captcha: "1234" },
    })
    expect(validateLogin({ ...form, captcha: "" }, { captchaShown: false })._tag).toBe("Valid")
  })

  it("by SMS: mobile number required and in format, code required", () => {
    expect(validateLogin({ type: "sms", mobileNum: "", verificationCode: "" }, { captchaShown: false })).toEqual({
      _tag: "Invalid",
      problems: {
        mobileNum: { key: "input_required", params: {} },
        verificationCode: { key: "verification_code_invalid", params: {} },
      },
    })
    expect(validateLogin({ type: "sms", mobileNum: "08x", verificationCode: "1234" }, { captchaShown: false })).toEqual(
      {
        _tag: "Invalid",
        problems: { mobileNum: { key: "mobile_invalid", params: {} } },
      },
    )
    expect(
      validateLogin({ type: "sms", mobileNum: " 0812345678 ", verificationCode: " 1234 " }, { captchaShown: false }),
    ).toEqual({ _tag: "Valid", value: { type: "sms", mobileNum: "0812345678", verificationCode: "1234" } })
  })

  it("uses the brand's mobile rule when it is enabled", () => {
    const rules = {
      mobileNum: { enabled: "1", patternId: 7, minLength: 9, maxLength: 9, acceptedPattern: "[0-9]+" },
    } as const
    expect(
      validateLogin({ type: "sms", mobileNum: "0812345678", verificationCode: "1" }, { captchaShown: false, rules }),
    ).toEqual({ _tag: "Invalid", problems: { mobileNum: { key: "reg_pattern_7_exact", params: { length: 9 } } } })
  })
})

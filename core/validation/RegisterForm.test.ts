import * as fc from "fast-check"
import { describe, expect, it } from "vitest"
import { messageKeys } from "./MessageKeys.ts"
import {
  type RegisterContext,
  type RegisterForm,
  shownFields,
  validateRegister,
  validateRegisterField,
} from "./RegisterForm.ts"
import { expectedOutcomes, outcomesOf, registerRules } from "./registerCases.ts"

const byUsername: RegisterContext = {
  rules: registerRules,
  method: "username",
  smsVerification: false,
  ageAgreement: true,
}

const good: RegisterForm = {
  username: " alice01 ",
  password: "secret12",
  confirmPassword: "secret12",
  email: "",
  payeeName: "Alice A",
  paymentPassword: "123456",
  affiliateCode: "",
  termsAgreed: true,
  ageConfirmed: true,
}

describe("RegisterForm", () => {
  it("shows the always-on fields, the enabled optional ones, and the agreements", () => {
    expect(shownFields(byUsername)).toEqual([
      "username",
      "password",
      "confirmPassword",
      "payeeName",
      "email",
      "affiliateCode",
      "paymentPassword",
      "termsAgreed",
      "ageConfirmed",
    ])
    expect(shownFields({ ...byUsername, smsVerification: true, ageAgreement: false })).toEqual([
      "username",
      "password",
      "confirmPassword",
      "mobileNum",
      "verificationCode",
      "payeeName",
      "email",
      "affiliateCode",
      "paymentPassword",
      "termsAgreed",
    ])
    expect(shownFields({ ...byUsername, method: "mobile", smsVerification: true }).slice(0, 2)).toEqual([
      "mobileNum",
      "verificationCode",
    ])
    expect(shownFields({ ...byUsername, method: "mobile", mobilePassword: true, smsVerification: true })).toContain(
      "password",
    )
  })

  it("accepts a good form and returns it trimmed", () => {
    const r = validateRegister(good, byUsername)
    expect(r).toEqual({ _tag: "Valid", value: { ...good, username: "alice01" } })
  })

  it("decides the shared field cases alone and in the form", () => {
    const over = (typed: Partial<RegisterForm>) => ({ ...good, ...typed })
    const checks = outcomesOf(
      (field, typed) => validateRegisterField(field, over(typed), byUsername),
      (typed) => validateRegister(over(typed), byUsername),
    )
    expect(checks).toEqual(expectedOutcomes)
  })

  it("requires the agreements the brand shows", () => {
    expect(validateRegister({ ...good, termsAgreed: false, ageConfirmed: false }, byUsername)).toEqual({
      _tag: "Invalid",
      problems: {
        termsAgreed: { key: "terms_required", params: {} },
        ageConfirmed: { key: "age_required", params: { age: 18 } },
      },
    })
    expect(validateRegister({ ...good, ageConfirmed: false }, { ...byUsername, ageAgreement: false })._tag).toBe(
      "Valid",
    )
  })

  it("requires an enabled payment password even where its rule says optional, and checks it", () => {
    expect(validateRegisterField("paymentPassword", { ...good, paymentPassword: "" }, byUsername)).toEqual({
      key: "reg_pattern_7_exact",
      params: { length: 6 },
    })
    expect(validateRegisterField("paymentPassword", { ...good, paymentPassword: "12345a" }, byUsername)?.key).toBe(
      "reg_pattern_7_exact",
    )
  })

  it("ignores fields the brand does not show, however they are filled", () => {
    expect(validateRegister({ ...good, qqNum: "x", mobileNum: "y", captcha: "" }, byUsername)._tag).toBe("Valid")
  })

  it("requires the mobile number and SMS code when SMS verification is on", () => {
    const ctx = { ...byUsername, smsVerification: true }
    expect(validateRegister(good, ctx)).toEqual({
      _tag: "Invalid",
      problems: {
        mobileNum: { key: "reg_pattern_7_exact", params: { length: 10 } },
        verificationCode: { key: "verification_code_invalid", params: {} },
      },
    })
    expect(validateRegister({ ...good, mobileNum: "0812345678", verificationCode: "4321" }, ctx)._tag).toBe("Valid")
  })

  it("by mobile: no username, the mobile number without a rule falls back to the default format", () => {
    const ctx: RegisterContext = { rules: {}, method: "mobile", smsVerification: true, ageAgreement: false }
    expect(validateRegister({ mobileNum: "08", verificationCode: "1", termsAgreed: true }, ctx)).toEqual({
      _tag: "Invalid",
      problems: { mobileNum: { key: "mobile_invalid", params: {} } },
    })
  })

  it("without a password rule the fallback is 'password must be 6-20 characters'", () => {
    expect(
      validateRegisterField("password", { password: "abc", termsAgreed: true }, { ...byUsername, rules: {} }),
    ).toEqual({
      key: "password_length",
      params: { min: 6, max: 20 },
    })
  })

  it("never throws and returns only known keys, whatever is typed", () => {
    const text = fc.option(fc.string({ maxLength: 20 }), { nil: undefined })
    fc.assert(
      fc.property(
        fc.record({
          username: text,
          password: text,
          confirmPassword: text,
          mobileNum: text,
          verificationCode: text,
          payeeName: text,
          email: text,
          paymentPassword: text,
          affiliateCode: text,
          termsAgreed: fc.boolean(),
          ageConfirmed: fc.option(fc.boolean(), { nil: undefined }),
        }),
        fc.constantFrom<RegisterContext["method"]>("username", "mobile"),
        fc.boolean(),
        (form, method, smsVerification) => {
          const r = validateRegister(form as RegisterForm, { ...byUsername, method, smsVerification })
          if (r._tag === "Invalid") for (const p of Object.values(r.problems)) expect(messageKeys).toContain(p?.key)
        },
      ),
      { numRuns: 300 },
    )
  })
})

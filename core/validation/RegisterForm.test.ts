import * as fc from "fast-check"
import { describe, expect, it } from "vitest"
import type { RegisterRules } from "../model/RegisterRule.ts"
import { messageKeys } from "./MessageKeys.ts"
import {
  type RegisterContext,
  type RegisterForm,
  shownFields,
  validateRegister,
  validateRegisterField,
} from "./RegisterForm.ts"

const rules: RegisterRules = {
  username: {
    enabled: "1",
    required: "1",
    patternId: 2,
    minLength: 4,
    maxLength: 12,
    acceptedPattern: "[A-Za-z][A-Za-z0-9]*",
  },
  password: {
    enabled: "1",
    required: "1",
    patternId: 6,
    minLength: 6,
    maxLength: 16,
    acceptedPattern: "(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+",
  },
  mobileNum: { enabled: "0", required: "0", patternId: 7, minLength: 10, maxLength: 10, acceptedPattern: "[0-9]+" },
  email: {
    enabled: "1",
    required: "0",
    patternId: 4,
    minLength: 6,
    maxLength: 50,
    acceptedPattern: "[^@\\s]+@[^@\\s]+\\.[a-z]{2,}",
  },
  payeeName: { enabled: "1", required: "1", patternId: 19, minLength: 2, maxLength: 30, acceptedPattern: "*" },
  qqNum: { enabled: "0", required: "1", patternId: 7, minLength: 5, maxLength: 11, acceptedPattern: "[0-9]+" },
  paymentPassword: { enabled: "1", required: "0", patternId: 7, minLength: 6, maxLength: 6, acceptedPattern: "[0-9]+" },
  affiliateCode: {
    enabled: "1",
    required: "0",
    patternId: 5,
    minLength: 1,
    maxLength: 20,
    acceptedPattern: "[A-Za-z0-9]+",
  },
}

const byUsername: RegisterContext = { rules, method: "username", smsVerification: false, ageAgreement: true }

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

  it("checks username and password formats, the confirmation and the agreements", () => {
    const r = validateRegister(
      {
        ...good,
        username: "1al",
        password: "secret",
        confirmPassword: "secret1",
        termsAgreed: false,
        ageConfirmed: false,
      },
      byUsername,
    )
    expect(r).toEqual({
      _tag: "Invalid",
      problems: {
        username: { key: "reg_pattern_2", params: { min: 4, max: 12 } },
        password: { key: "reg_pattern_6", params: { min: 6, max: 16 } },
        confirmPassword: { key: "inconsistent_twice", params: {} },
        termsAgreed: { key: "terms_required", params: {} },
        ageConfirmed: { key: "age_required", params: { age: 18 } },
      },
    })
  })

  it("requires optional fields only when the server says, and checks them when filled", () => {
    const r = validateRegister({ ...good, payeeName: "", email: "not-an-email", paymentPassword: "" }, byUsername)
    expect(r).toEqual({
      _tag: "Invalid",
      problems: {
        payeeName: { key: "reg_pattern_19", params: { min: 2, max: 30 } },
        email: { key: "reg_pattern_4", params: { min: 6, max: 50 } },
        paymentPassword: { key: "reg_pattern_7_exact", params: { length: 6 } },
      },
    })
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

import { describe, expect, it } from "vitest"
import type { RegisterRule } from "../model/RegisterRule.ts"
import * as Fields from "./Fields.ts"

const passwordRule: RegisterRule = {
  patternId: 6,
  minLength: 8,
  maxLength: 16,
  acceptedPattern: "(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+",
}

describe("Fields", () => {
  it("required: empty after trimming is 'input cannot be empty'", () => {
    expect(Fields.required(" \t ")).toEqual({ key: "input_required", params: {} })
    expect(Fields.required(" a ")).toBeUndefined()
  })

  it("password: the brand's rule when given", () => {
    expect(Fields.password("abc12345", passwordRule)).toBeUndefined()
    expect(Fields.password("abcdefgh", passwordRule)).toEqual({ key: "reg_pattern_6", params: { min: 8, max: 16 } })
    expect(Fields.password("", passwordRule)).toEqual({ key: "reg_pattern_6", params: { min: 8, max: 16 } })
  })

  it("password: without a rule, 6 to 20 printable characters ('password must be (min)-(max) characters')", () => {
    const message = { key: "password_length", params: { min: 6, max: 20 } }
    expect(Fields.password("abc!12")).toBeUndefined()
    expect(Fields.password("a".repeat(20))).toBeUndefined()
    expect(Fields.password("abc12")).toEqual(message)
    expect(Fields.password("a".repeat(21))).toEqual(message)
    expect(Fields.password("abc 123")).toEqual(message)
    expect(Fields.password("")).toEqual(message)
  })

  it("mobile number: required, then the brand's rule or 6 to 15 digits", () => {
    expect(Fields.mobileNumber("")).toEqual({ key: "input_required", params: {} })
    expect(Fields.mobileNumber(" 0812345678 ")).toBeUndefined()
    expect(Fields.mobileNumber("08-1234")).toEqual({ key: "mobile_invalid", params: {} })
    expect(Fields.mobileNumber("12345")).toEqual({ key: "mobile_invalid", params: {} })
    const rule: RegisterRule = { patternId: 7, minLength: 10, maxLength: 10, acceptedPattern: "[0-9]+" }
    expect(Fields.mobileNumber("0812345678", rule)).toBeUndefined()
    expect(Fields.mobileNumber("081234567", rule)).toEqual({ key: "reg_pattern_7_exact", params: { length: 10 } })
  })

  it("email: the fallback is pattern 4 within 6 to 254 characters", () => {
    expect(Fields.email("a@b.co")).toBeUndefined()
    expect(Fields.email("a@b")).toEqual({ key: "reg_pattern_4", params: { min: 6, max: 254 } })
    expect(Fields.email("")).toEqual({ key: "reg_pattern_4", params: { min: 6, max: 254 } })
  })

  it("verification code: required when asked, at most 255 characters", () => {
    const invalid = { key: "verification_code_invalid", params: {} }
    expect(Fields.verificationCode("", { required: true })).toEqual(invalid)
    expect(Fields.verificationCode("", { required: false })).toBeUndefined()
    expect(Fields.verificationCode("1".repeat(255), { required: true })).toBeUndefined()
    expect(Fields.verificationCode("1".repeat(256), { required: false })).toEqual(invalid)
  })

  it("real name, contact number and invitation code formats", () => {
    expect(Fields.realName("张三")).toBeUndefined()
    expect(Fields.realName("Mary J. Blige")).toBeUndefined()
    expect(Fields.realName("สมชาย ใจดี")).toBeUndefined()
    expect(Fields.realName("X")).toEqual({ key: "real_name_invalid", params: {} })
    expect(Fields.realName("R2D2")).toEqual({ key: "real_name_invalid", params: {} })
    expect(Fields.contactNumber("+84912345678")).toBeUndefined()
    expect(Fields.contactNumber("0912 345")).toEqual({ key: "phone_format_invalid", params: {} })
    expect(Fields.invitationCode("AB12cd")).toBeUndefined()
    expect(Fields.invitationCode("AB-12")).toEqual({ key: "invitation_code_invalid", params: {} })
    expect(Fields.invitationCode("")).toEqual({ key: "invitation_code_invalid", params: {} })
  })

  it("agreements: terms and the age of 18", () => {
    expect(Fields.termsAgreed(true)).toBeUndefined()
    expect(Fields.termsAgreed(false)).toEqual({ key: "terms_required", params: {} })
    expect(Fields.ageConfirmed(true)).toBeUndefined()
    expect(Fields.ageConfirmed(false)).toEqual({ key: "age_required", params: { age: 18 } })
  })
})

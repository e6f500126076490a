import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { RegisterResponse, RegistrationUser, withSubmissionExtras } from "./RegistrationUser.ts"

describe("RegistrationUser", () => {
  it("decodes a realistic registration body", () => {
    const wire = {
      username: "newbie01",
      password: "abc12345",
      confirmPassword: "abc12345",
      mobileNum: "9171234567",
      countryDialingCode: "63",
      verificationCode: "123456",
      referralCode: "",
      domain: "arena.test",
      login: true,
      registerUrl: "https://arena.test/register",
      registerMethod: "WEB",
      loginDeviceId: "0d4c2a1e-5f6b-4c7d-8e9f-0a1b2c3d4e5f",
    }
    expect(Schema.decodeUnknownSync(RegistrationUser)(wire)).toEqual(wire)
    expect(() => Schema.decodeUnknownSync(RegistrationUser)({ ...wire, registerMethod: "APP" })).toThrow()
  })
  it("decodes the answer, token and first-login flag", () => {
    expect(Schema.decodeUnknownSync(RegisterResponse)({ token: "t0k", firstTimeLogin: true })).toEqual({
      token: "t0k",
      firstTimeLogin: true,
    })
  })
  it("adds the submission extras, falling back to the stored codes only when the form's are empty", () => {
    const ctx = {
      registerUrl: "https://arena.test/register",
      domain: undefined,
      storedAffiliateCode: "AFF1",
      storedReferralCode: "REF1",
    }
    expect(withSubmissionExtras({ username: "u", password: "p", affiliateCode: " " }, ctx)).toEqual({
      username: "u",
      password: "p",
      affiliateCode: "AFF1",
      referralCode: "REF1",
      registerUrl: "https://arena.test/register",
      domain: "",
      registerMethod: "WEB",
      login: true,
    })
    expect(withSubmissionExtras({ username: "u", password: "p", referralCode: "MINE" }, ctx).referralCode).toBe("MINE")
    const none = withSubmissionExtras(
      { username: "u", password: "p" },
      { ...ctx, storedAffiliateCode: undefined, storedReferralCode: undefined, domain: "d" },
    )
    expect("affiliateCode" in none || "referralCode" in none).toBe(false)
    expect(none.domain).toBe("d")
  })
})

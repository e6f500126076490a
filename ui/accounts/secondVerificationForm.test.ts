import { describe, expect, it } from "vitest"
import { validateSecondVerification } from "./secondVerificationForm.ts"

describe("validateSecondVerification", () => {
  it("by SMS needs a valid mobile number and the code", () => {
    expect(validateSecondVerification("sms", { mobileNum: "12", code: "" })).toEqual({
      _tag: "Invalid",
      problems: {
        mobileNum: { key: "mobile_invalid", params: {} },
        code: { key: "verification_code_invalid", params: {} },
      },
    })
    expect(validateSecondVerification("sms", { mobileNum: " 9171234567 ", code: " 123456 " })).toEqual({
      _tag: "Valid",
      value: { mobileNum: "9171234567", code: "123456" },
    })
  })

  it("by email needs an address, and asks no mobile number", () => {
    const r = validateSecondVerification("email", { mobileNum: "", code: "not-an-email" })
    expect(r._tag).toBe("Invalid")
    expect(r._tag === "Invalid" && r.problems.mobileNum).toBe(undefined)
    expect(r._tag === "Invalid" && r.problems.code?.key).toMatch(/^reg_pattern_4/)
    expect(validateSecondVerification("email", { mobileNum: "", code: "me@example.com" })._tag).toBe("Valid")
  })

  it("by bank account name or Google code needs the proof", () => {
    expect(validateSecondVerification("bankAccountName", { mobileNum: "", code: "  " })).toEqual({
      _tag: "Invalid",
      problems: { code: { key: "input_required", params: {} } },
    })
    expect(validateSecondVerification("google", { mobileNum: "", code: "654321" })._tag).toBe("Valid")
  })
})

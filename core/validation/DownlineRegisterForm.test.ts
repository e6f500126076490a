import * as fc from "fast-check"
import { describe, expect, it } from "vitest"
import type { RegisterRules } from "../model/RegisterRule.ts"
import {
  downlineRegisterFields,
  validateDownlineRegister,
  validateDownlineRegisterField,
} from "./DownlineRegisterForm.ts"
import { type RegisterContext, validateRegisterField } from "./RegisterForm.ts"

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
  qqNum: { enabled: "1", required: "1", patternId: 7, minLength: 5, maxLength: 11, acceptedPattern: "[0-9]+" },
  captcha: { enabled: "1", required: "1" },
}

const good = { username: "alice01", password: "abc123", confirmPassword: "abc123", payeeName: "Alice Tan" }

describe("the register centre's form", () => {
  it("shows the account fields and only the enabled payee name, mobile number and e-mail", () => {
    expect(downlineRegisterFields(rules)).toEqual(["username", "password", "confirmPassword", "payeeName", "email"])
    expect(downlineRegisterFields({})).toEqual(["username", "password", "confirmPassword"])
  })
  it("checks each field by the member registration's rules", () => {
    expect(validateDownlineRegisterField("username", { username: "1abc" }, rules)?.key).toBe("reg_pattern_2")
    expect(validateDownlineRegisterField("username", { username: "" }, rules)?.key).toBe("reg_pattern_2")
    expect(
      validateDownlineRegisterField("confirmPassword", { password: "abc123", confirmPassword: "abc124" }, rules),
    ).toMatchObject({ key: "inconsistent_twice" })
    expect(validateDownlineRegisterField("payeeName", { payeeName: "" }, rules)).toBeDefined()
    expect(validateDownlineRegisterField("email", { email: "" }, rules)).toBeUndefined()
    expect(validateDownlineRegisterField("email", { email: "nope" }, rules)).toBeDefined()
  })
  it("sends the trimmed, filled, shown fields only", () => {
    const r = validateDownlineRegister({ ...good, username: " alice01 ", email: "", mobileNum: "0912345678" }, rules)
    expect(r).toEqual({
      _tag: "Valid",
      value: { username: "alice01", password: "abc123", confirmPassword: "abc123", payeeName: "Alice Tan" },
    })
  })
  it("names every shown field with a problem, and none of the member registration's others", () => {
    const r = validateDownlineRegister({}, rules)
    expect(r._tag).toBe("Invalid")
    if (r._tag === "Invalid")
      expect(Object.keys(r.problems).sort()).toEqual(["confirmPassword", "password", "payeeName", "username"])
  })
  it("agrees with the member registration field by field", () => {
    const context: RegisterContext = { rules, method: "username", smsVerification: false, ageAgreement: false }
    fc.assert(
      fc.property(
        fc.constantFrom(...downlineRegisterFields(rules)),
        fc.record({ username: fc.string(), password: fc.string(), confirmPassword: fc.string(), email: fc.string() }),
        (field, form) => {
          expect(validateDownlineRegisterField(field, form, rules)).toEqual(
            validateRegisterField(field, { ...form, termsAgreed: true }, context),
          )
        },
      ),
    )
  })
})

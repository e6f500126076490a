import * as fc from "fast-check"
import { describe, expect, it } from "vitest"
import type { RegisterRules } from "../model/RegisterRule.ts"
import {
  downlineRegisterFields,
  validateDownlineRegister,
  validateDownlineRegisterField,
} from "./DownlineRegisterForm.ts"
import { type RegisterContext, validateRegisterField } from "./RegisterForm.ts"
import { expectedOutcomes, outcomesOf, registerRules } from "./registerCases.ts"

/** The shared rules with fields the register centre never shows switched on and required. */
const rules: RegisterRules = {
  ...registerRules,
  qqNum: { ...registerRules.qqNum, enabled: "1", required: "1" },
  captcha: { enabled: "1", required: "1" },
}

const good = { username: "alice01", password: "abc123", confirmPassword: "abc123", payeeName: "Alice Tan" }

describe("the register centre's form", () => {
  it("shows the account fields and only the enabled payee name, mobile number and e-mail", () => {
    expect(downlineRegisterFields(rules)).toEqual(["username", "password", "confirmPassword", "payeeName", "email"])
    expect(downlineRegisterFields({ ...rules, mobileNum: { ...rules.mobileNum, enabled: "1" } })).toContain("mobileNum")
    expect(downlineRegisterFields({})).toEqual(["username", "password", "confirmPassword"])
  })

  it("decides the shared field cases as the member registration does", () => {
    const checks = outcomesOf(
      (field, typed) => validateDownlineRegisterField(field, { ...good, ...typed }, rules),
      (typed) => validateDownlineRegister({ ...good, ...typed }, rules),
    )
    expect(checks).toEqual(expectedOutcomes)
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

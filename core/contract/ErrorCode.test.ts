import { describe, expect, it } from "vitest"
import { errorCode, errorCodes, isErrorCode, sessionCodes, silentPlatformCodes } from "./ErrorCode.ts"

describe("the error-code catalogue", () => {
  it("holds the platform's session-invalid and silent codes (wire notes section 2)", () => {
    expect(Object.values(sessionCodes).sort()).toEqual(
      ["CUSTOMER_NOT_LOGIN", "login.not.session", "token_ip_different", "user.or.token.invalid"].sort(),
    )
    for (const c of ["merchant.acct.setup.err", "login_verify_required", "TOO_MANY_REQUEST", "TOO_MANY_REQUESTS"])
      expect(isErrorCode(c)).toBe(true)
    expect(Object.values(silentPlatformCodes)).toContain("bind_customer_required")
  })

  it("holds the codes the real platform is seen to answer (wire notes section 2)", () => {
    for (const c of ["request_body_required", "function.not.available", "request_param_err", "system.busy"])
      expect(isErrorCode(c)).toBe(true)
  })

  it("gives each code one name, and knows no code it does not hold", () => {
    expect(new Set(errorCodes).size).toBe(Object.keys(errorCode).length)
    expect(isErrorCode("no_such_code")).toBe(false)
  })
})

import { describe, expect, it } from "vitest"
import { isProtectionCode, protectionRefusalOf } from "./ProtectionRefusal.ts"

describe("ProtectionRefusal", () => {
  it("reads each refusal's particulars from the envelope's value", () => {
    expect(
      protectionRefusalOf("wager_limit_exceeded", {
        kind: "WAGER",
        period: "MONTH",
        limit: 10_000,
        remaining: 0,
        resetAt: null,
      }),
    ).toEqual({ _tag: "LimitExceeded", kind: "WAGER", period: "MONTH", limit: 10_000, remaining: 0, resetAt: null })
    expect(protectionRefusalOf("session_limit_reached", { limit: 60, remaining: 0, resetAt: 5 })).toEqual({
      _tag: "SessionLimitReached",
      limit: 60,
      remaining: 0,
      resetAt: 5,
    })
    expect(protectionRefusalOf("account_excluded", { kind: "COOL_OFF", until: 9 })).toEqual({
      _tag: "AccountExcluded",
      kind: "COOL_OFF",
      until: 9,
    })
  })

  it("keeps nothing for another code or a value that does not fit", () => {
    expect(protectionRefusalOf("login_failed", { kind: "COOL_OFF", until: 9 })).toBeUndefined()
    expect(protectionRefusalOf("account_excluded", { kind: "FOREVER", until: 9 })).toBeUndefined()
    expect(protectionRefusalOf("deposit_limit_exceeded", undefined)).toBeUndefined()
    expect(isProtectionCode("loss_limit_exceeded")).toBe(true)
    expect(isProtectionCode("login_failed")).toBe(false)
  })
})

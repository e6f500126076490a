import { describe, expect, it } from "vitest"
import type { Event } from "../events/Event.ts"
import { replay } from "../state/State.ts"
import * as F from "./features.ts"

const flags = (...on: Array<string>): Event => ({
  _tag: "WhiteLabelLoaded",
  value: on.map((modId) => ({ modId, enabled: true, childrenNodes: [] })),
})

describe("feature switches", () => {
  it("are all off for a brand that turned nothing on, but username registration", () => {
    const s = replay([])
    expect([
      F.canRegister(s),
      F.canUseFreePlay(s),
      F.showSmsLogin(s),
      F.canRecoverByPhone(s),
      F.agentConsolidatedEnabled(s),
      F.canRegisterByMobile(s),
      F.registerNeedsSms(s),
      F.passwordExpiryForcesChange(s),
      F.showCashback(s),
      F.showReferral(s),
      F.loginGuardOn(s),
    ]).toEqual([false, false, false, false, false, false, false, false, false, false, false])
    expect(F.canRegisterByUsername(s)).toBe(true)
  })
  it("follow their white-label modules", () => {
    const s = replay([
      flags(
        "DIRECTREG3",
        "FREEPLAY3",
        "MOBILELOGIN3",
        "CHNGPASSVERIF3",
        "AGENTPOLICY3",
        "MOBILENUMREG3",
        "REGMOBVERF3",
      ),
    ])
    expect(F.canRegister(s)).toBe(true)
    expect(F.canUseFreePlay(s)).toBe(true)
    expect(F.showSmsLogin(s)).toBe(true)
    expect(F.canRecoverByPhone(s)).toBe(true)
    expect(F.agentConsolidatedEnabled(s)).toBe(true)
    expect(F.canRegisterByMobile(s)).toBe(true)
    expect(F.registerNeedsSms(s)).toBe(true)
  })
  it("offer free play to visitors only", () => {
    const s = replay([flags("FREEPLAY3"), { _tag: "FreePlayStarted", value: { token: "[redacted]" } }])
    expect(F.canUseFreePlay(s)).toBe(false)
  })
  it("read the registration rules for shown and required fields", () => {
    const s = replay([
      {
        _tag: "RegisterRulesLoaded",
        value: {
          affiliateCode: { enabled: "1", required: "0" },
          email: { enabled: true, required: true },
          captcha: { enabled: "0" },
        },
      },
    ])
    expect(F.registerFieldShown(s, "affiliateCode")).toBe(true)
    expect(F.registerFieldRequired(s, "affiliateCode")).toBe(false)
    expect(F.registerFieldRequired(s, "email")).toBe(true)
    expect(F.registerHasCaptcha(s)).toBe(false)
    expect(F.registerFieldShown(s, "wechat")).toBe(false)
  })
})

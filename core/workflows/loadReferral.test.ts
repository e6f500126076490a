import { describe, expect, it } from "vitest"
import { loadReferral } from "./loadReferral.ts"
import { memberRuntime, memberState } from "./memberTestKit.ts"
import { ok } from "./testRuntime.ts"

describe("loadReferral", () => {
  it("loads the referral page when the referral promotion is on", async () => {
    const rt = memberRuntime(memberState({ whitelabel: { REFERRAL3: true } }), {
      answers: { referral: ok({ referralCode: "ALICE1", invitedCount: 3 }) },
    })
    await rt.run(loadReferral)
    expect(rt.store.state().memberCentre.referral).toMatchObject({ referralCode: "ALICE1", invitedCount: 3 })
  })
  it("sends nothing while it is off", async () => {
    const rt = memberRuntime(memberState())
    await rt.run(loadReferral)
    expect(rt.called()).toEqual([])
    expect(rt.store.log()).toEqual([{ _tag: "MemberActionRefused", action: "referral", reason: "referral_off" }])
  })
})

import { describe, expect, it } from "vitest"
import { reduce } from "../state/State.ts"
import { memberState } from "../workflows/memberTestKit.ts"
import {
  memberCentrePageFor,
  memberCentrePageShown,
  memberCentreRefusal,
  openMissionCount,
  referralOn,
} from "./memberCentre.ts"

describe("member centre permissions", () => {
  it("opens only for a real account (spec section 4)", () => {
    expect(memberCentreRefusal(memberState({ loggedIn: false }))).toBe("notLoggedIn")
    expect(memberCentreRefusal(memberState({ type: 4 }))).toBe("trial")
    expect(memberCentreRefusal(memberState({ type: 0 }))).toBeUndefined()
    expect(memberCentreRefusal(memberState({ type: 41 }))).toBeUndefined()
  })
  it("hides transfers in single-wallet mode and shows the plain wallet instead", () => {
    const multi = reduce(memberState(), { _tag: "MerchantWalletLoaded", value: { isSingle: false } })
    const single = reduce(memberState(), { _tag: "MerchantWalletLoaded", value: { isSingle: true } })
    expect([memberCentrePageShown(multi, "transferFund"), memberCentrePageShown(multi, "wallet")]).toEqual([
      true,
      false,
    ])
    expect([memberCentrePageShown(single, "transferFund"), memberCentrePageShown(single, "wallet")]).toEqual([
      false,
      true,
    ])
  })
  it("shows referral only when the referral promotion is on", () => {
    expect(referralOn(memberState())).toBe(false)
    expect(referralOn(memberState({ whitelabel: { REFERRAL3: true } }))).toBe(true)
    const byPromotion = reduce(memberState(), {
      _tag: "AvailablePromotionsLoaded",
      value: { REFERRAL: { enabled: true } },
    })
    expect(memberCentrePageShown(byPromotion, "referral")).toBe(true)
  })
  it("shows playerRank only with a label, and falls back to securityCenter", () => {
    expect(memberCentrePageFor(memberState(), "playerRank")).toBe("securityCenter")
    expect(memberCentrePageFor(memberState({ label: "Gold" }), "playerRank")).toBe("playerRank")
    expect(memberCentrePageFor(memberState(), undefined)).toBe("securityCenter")
  })
  it("hides a page whose module the brand turns off, and deposit and withdraw on a credit brand", () => {
    expect(memberCentrePageShown(memberState(), "depositv2")).toBe(true)
    expect(memberCentrePageShown(memberState({ whitelabel: { DEPOSIT: false } }), "depositv2")).toBe(false)
    expect(memberCentrePageShown(memberState({ whitelabel: { CREDITMAR3: true } }), "withdraw")).toBe(false)
    expect(memberCentrePageShown(memberState({ whitelabel: { MAILCEN: false } }), "messageV2")).toBe(false)
  })
  it("shows the upline transfer to members with an upline", () => {
    expect(memberCentrePageShown(memberState(), "transferUpline")).toBe(false)
    expect(memberCentrePageShown(memberState({ toUpline: true }), "transferUpline")).toBe(true)
    expect(
      memberCentrePageShown(memberState({ toUpline: true, whitelabel: { AGETRANSFERUP3: false } }), "transferUpline"),
    ).toBe(false)
  })
  it("counts open missions from the platform's count, else from the missions loaded", () => {
    const loaded = reduce(memberState(), {
      _tag: "MissionsLoaded",
      value: {
        list: [
          { missionId: "1", name: "a", status: "OPEN" },
          { missionId: "2", name: "b", status: "CLAIMED" },
        ],
      },
    })
    expect(openMissionCount(loaded)).toBe(1)
    expect(
      openMissionCount(
        reduce(loaded, { _tag: "AvailablePromotionsLoaded", value: { MISSION: { enabled: true, count: 3 } } }),
      ),
    ).toBe(3)
    expect(
      memberCentrePageShown(
        reduce(loaded, { _tag: "AvailablePromotionsLoaded", value: { MISSION: { enabled: false } } }),
        "missionLeaderboard",
      ),
    ).toBe(false)
  })
  it("lists contract requests only when there are some", () => {
    expect(memberCentrePageShown(memberState(), "contractRequests")).toBe(false)
    const s = reduce(memberState(), { _tag: "ConsolidatedLoaded", value: { divtypereq: { LIVE: [{ status: "P" }] } } })
    expect(memberCentrePageShown(s, "contractRequests")).toBe(true)
  })
})

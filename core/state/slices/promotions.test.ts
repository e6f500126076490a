import { describe, expect, it } from "vitest"
import { memberState } from "../../workflows/memberTestKit.ts"
import { reduce, replay } from "../State.ts"
import { initialPromotions } from "./promotions.ts"

describe("promotions slice", () => {
  const s0 = memberState()

  it("keeps the available promotions and the list", () => {
    const s = replay(
      [
        { _tag: "AvailablePromotionsLoaded", value: { MISSION: { enabled: true, count: 2 }, RAFFLE: null } },
        { _tag: "PromotionsLoaded", value: { list: [{ promotionId: "12", title: "Reload" }] } },
      ],
      s0,
    ).promotions
    expect(s.available.MISSION).toEqual({ enabled: true, count: 2 })
    expect(s.available.RAFFLE).toBeUndefined()
    expect(s.list).toHaveLength(1)
  })
  it("follows an application to its answer, or to its refusal", () => {
    const applied = replay(
      [
        { _tag: "PromotionApplicationRequested", promotionId: "12" },
        { _tag: "PromotionApplied", value: null },
      ],
      s0,
    ).promotions
    expect(applied).toMatchObject({ applying: undefined, applied: ["12"] })
    const refused = replay(
      [
        { _tag: "PromotionApplicationRequested", promotionId: "12" },
        {
          _tag: "CallFailed",
          endpoint: "applyPromotion",
          status: 400,
          errorCode: "promo.closed",
          message: "",
          captcha: false,
        },
      ],
      s0,
    ).promotions
    expect(refused).toMatchObject({ applying: undefined, applied: [], applyError: { errorCode: "promo.closed" } })
  })
  it("follows a raffle claim to the prize", () => {
    const s = replay(
      [
        { _tag: "RaffleClaimRequested", key: "r" },
        { _tag: "RaffleClaimed", value: { prizeName: "Bonus", amount: 888 } },
      ],
      s0,
    ).promotions.raffle
    expect(s).toEqual({ inFlight: false, prize: { prizeName: "Bonus", amount: 888 }, error: undefined })
  })
  it("marks a claimed mission", () => {
    const s = replay(
      [
        { _tag: "MissionsLoaded", value: { list: [{ missionId: "1", name: "Bet", status: "COMPLETED" }] } },
        { _tag: "MissionLeaderboardLoaded", value: { list: [{ rank: 1, account: "bo***" }] } },
        { _tag: "MissionClaimRequested", key: "m", missionId: "1" },
        { _tag: "MissionRewardClaimed", value: null },
      ],
      s0,
    ).promotions
    expect(s.missions[0]?.status).toBe("CLAIMED")
    expect(s.leaderboard).toHaveLength(1)
    expect(s.claiming).toBeUndefined()
  })
  it("resets on logout", () => {
    const s = reduce(s0, { _tag: "PromotionsLoaded", value: {} })
    expect(reduce(s, { _tag: "LoggedOut", value: null }).promotions).toBe(initialPromotions)
  })
})

import { describe, expect, it } from "vitest"
import { replay } from "../state/State.ts"
import { memberState } from "../workflows/memberTestKit.ts"
import { memberCentreMenu } from "./memberCentreMenu.ts"

describe("memberCentreMenu", () => {
  it("lists the pages in the platform's order, the active one marked, with the mission badge", () => {
    const s = replay(
      [
        { _tag: "MerchantWalletLoaded", value: { isSingle: false } },
        { _tag: "AvailablePromotionsLoaded", value: { MISSION: { enabled: true, count: 2 } } },
        { _tag: "MemberCentreOpened", page: "depositv2" },
      ],
      memberState(),
    )
    const menu = memberCentreMenu(s)
    expect(menu.open).toBe(true)
    expect(menu.items.map((i) => i.page)).toEqual([
      "securityCenter",
      "transferFund",
      "depositv2",
      "withdraw",
      "personalHistoryCopy",
      "transactionHistory",
      "personalProfit",
      "rewardCenter",
      "redeemHistory",
      "bonusDetails",
      "missionLeaderboard",
      "messageV2",
      "feedback",
      "responsibleGaming",
    ])
    expect(menu.items.filter((i) => i.active).map((i) => i.page)).toEqual(["depositv2"])
    expect(menu.items.find((i) => i.page === "missionLeaderboard")?.badge).toBe(2)
    expect(menu.items.find((i) => i.page === "securityCenter")?.badge).toBeUndefined()
  })
  it("shows no badge when no mission is open", () => {
    const s = replay(
      [{ _tag: "AvailablePromotionsLoaded", value: { MISSION: { enabled: true, count: 0 } } }],
      memberState(),
    )
    expect(memberCentreMenu(s).items.find((i) => i.page === "missionLeaderboard")?.badge).toBeUndefined()
  })
})

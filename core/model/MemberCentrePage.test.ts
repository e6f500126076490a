import { describe, expect, it } from "vitest"
import { memberCentrePages } from "../permissions/memberCentre.ts"
import { defaultMemberCentrePage, MemberCentrePage } from "./MemberCentrePage.ts"

describe("member centre pages", () => {
  it("are the descriptor list's pages, in the platform's menu order, the default first", () => {
    expect(MemberCentrePage.literals).toEqual([
      "securityCenter",
      "transferFund",
      "wallet",
      "depositv2",
      "withdraw",
      "personalHistoryCopy",
      "transactionHistory",
      "personalProfit",
      "transferUpline",
      "rewardCenter",
      "redeemHistory",
      "referral",
      "bonusDetails",
      "missionLeaderboard",
      "messageV2",
      "playerRank",
      "contractRequests",
      "feedback",
      "responsibleGaming",
    ])
    expect(Object.keys(memberCentrePages)).toEqual(MemberCentrePage.literals)
    expect(defaultMemberCentrePage).toBe("securityCenter")
  })
  it("name each page's menu item by its message key", () => {
    expect(Object.values(memberCentrePages).map((d) => d.labelKey)).toEqual([
      "mc_my_account",
      "mc_my_wallet",
      "mc_wallet",
      "mc_deposit",
      "mc_withdraw",
      "mc_betting_record",
      "mc_account_record",
      "mc_personal_profit",
      "mc_transfer_upline",
      "mc_reward_center",
      "mc_redeem_history",
      "mc_invite_friends",
      "mc_bonus_details",
      "mc_mission_activity",
      "mc_platform_information",
      "mc_player_rank",
      "mc_contract_requests",
      "mc_feedback",
      "mc_responsible_gaming",
    ])
  })
})

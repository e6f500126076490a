/**
 * The pages of the member centre (spec section 2), by the names the platform's member centre uses. Default page
 * `securityCenter` (my account). Also named by the spec: wallet, redeem history, contract requests, feedback.
 */
import * as Schema from "effect/Schema"

export const MemberCentrePage = Schema.Literals([
  "securityCenter",
  "transferFund",
  "wallet",
  "depositv2",
  "withdraw",
  "transferUpline",
  "personalHistoryCopy",
  "transactionHistory",
  "personalProfit",
  "bonusDetails",
  "redeemHistory",
  "rewardCenter",
  "referral",
  "missionLeaderboard",
  "messageV2",
  "playerRank",
  "contractRequests",
  "feedback",
  "responsibleGaming",
])
export type MemberCentrePage = typeof MemberCentrePage.Type

/** The page the member centre opens on (spec section 2). */
export const defaultMemberCentrePage: MemberCentrePage = "securityCenter"

/** The pages in menu order, with their message keys (the platform's menu order). */
export const memberCentreMenuOrder: ReadonlyArray<readonly [MemberCentrePage, string]> = [
  ["securityCenter", "mc_my_account"],
  ["transferFund", "mc_my_wallet"],
  ["wallet", "mc_wallet"],
  ["depositv2", "mc_deposit"],
  ["withdraw", "mc_withdraw"],
  ["personalHistoryCopy", "mc_betting_record"],
  ["transactionHistory", "mc_account_record"],
  ["personalProfit", "mc_personal_profit"],
  ["transferUpline", "mc_transfer_upline"],
  ["rewardCenter", "mc_reward_center"],
  ["redeemHistory", "mc_redeem_history"],
  ["referral", "mc_invite_friends"],
  ["bonusDetails", "mc_bonus_details"],
  ["missionLeaderboard", "mc_mission_activity"],
  ["messageV2", "mc_platform_information"],
  ["playerRank", "mc_player_rank"],
  ["contractRequests", "mc_contract_requests"],
  ["feedback", "mc_feedback"],
  ["responsibleGaming", "mc_responsible_gaming"],
]

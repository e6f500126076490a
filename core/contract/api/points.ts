/**
 * Calls of the member centre's rewards (spec section 7 and our choices): the points mall (balance, rewards, redeem,
 * convert, redeem history, conversion rates), the member's transactions (`ODSFE2_MemTransDet`), the raffle claim,
 * the promotions available to the member and applying to one, mission activity, referral, VIP levels and rank
 * progress, and platform messages.
 *
 * The points calls, `ODSFE2_MemTransDet` and `MCS2_claimRafflePromotion` are the spec's, with the wire notes' methods,
 * fields and encryption. Paths from the wire notes' tables without fields (6a missions, 6b `CSP_getInbox`,
 * `MCSFE_getPlayerRankProgress`, `MCSFE_getAvailablePromotions`, `MCSFE_getMerchantAvailablePromotions`,
 * `MCSFE_signUpRequestReward`) keep their names; their fields are our choice. The rest are our choice outright.
 */

import * as Schema from "effect/Schema"
import { Inbox, InboxRequest, MarkReadRequest } from "../../model/Message.ts"
import { MissionClaimRequest, MissionLeaderboard, MissionSummary } from "../../model/Mission.ts"
import {
  ConvertRequest,
  PointBalance,
  PointConfig,
  PointRewards,
  PointRewardsRequest,
  RedeemList,
  RedeemListRequest,
  RedeemRequest,
} from "../../model/PointsMall.ts"
import {
  ApplyRequest,
  AvailablePromotions,
  Promotions,
  RaffleClaimRequest,
  RafflePrize,
} from "../../model/Promotion.ts"
import { MemberTransactions, MemberTransactionsRequest } from "../../model/Records.ts"
import { Referral } from "../../model/Referral.ts"
import { PlayerRankProgress, VipLevels } from "../../model/VipLevel.ts"
import { Acknowledged } from "../Acknowledged.ts"
import { endpoint, NoParams, ourChoice } from "../Endpoint.ts"

const fieldsOurs = "The path is in the wire notes' endpoint tables; its fields and answer are our choice."

export const points = {
  pointBalance: endpoint({
    name: "pointBalance",
    method: "GET",
    path: "/wps/relay/MCS2_getPointBalance",
    request: NoParams,
    response: PointBalance,
    answered: "PointBalanceLoaded",
  }),
  pointRewards: endpoint({
    name: "pointRewards",
    method: "GET",
    path: "/wps/relay/MCS2_getPointReward",
    request: PointRewardsRequest,
    response: PointRewards,
    answered: "PointRewardsLoaded",
  }),
  redeemPointReward: endpoint({
    name: "redeemPointReward",
    method: "POST",
    path: "/wps/relay/passwordCheck/MCS2_redeemPointReward",
    encrypted: true,
    movesMoney: true,
    secrets: ["password"],
    request: RedeemRequest,
    response: Acknowledged,
    answered: "PointRewardRedeemed",
  }),
  convertPoint: endpoint({
    name: "convertPoint",
    method: "POST",
    path: "/wps/relay/passwordCheck/MCS2_convertPoint",
    encrypted: true,
    movesMoney: true,
    secrets: ["password"],
    request: ConvertRequest,
    response: Acknowledged,
    answered: "PointsConverted",
    note: "Marked as moving money (our choice): converted points are credited to the main wallet.",
  }),
  redeemPointList: endpoint({
    name: "redeemPointList",
    method: "GET",
    path: "/wps/relay/MCS2_getRedeemPointList",
    request: RedeemListRequest,
    response: RedeemList,
    answered: "RedeemHistoryLoaded",
  }),
  pointConfig: endpoint({
    name: "pointConfig",
    method: "GET",
    path: "/wps/relay/MCS2_getPointConfig",
    request: NoParams,
    response: PointConfig,
    answered: "PointConfigLoaded",
  }),
  memberTransactions: endpoint({
    name: "memberTransactions",
    method: "GET",
    path: "/wps/relay/ODSFE2_MemTransDet",
    request: MemberTransactionsRequest,
    response: MemberTransactions,
    answered: "MemberTransactionsLoaded",
    note: "Query from the wire notes (section 4); the answer's shape (a page of transactions) is our choice.",
  }),
  claimRaffle: endpoint({
    name: "claimRaffle",
    method: "POST",
    path: "/wps/relay/MCS2_claimRafflePromotion",
    movesMoney: true,
    request: RaffleClaimRequest,
    response: RafflePrize,
    answered: "RaffleClaimed",
    note: "Method, path and token from the spec; body and answer our choice. Marked as moving money: a prize is credited.",
  }),
  availablePromotions: endpoint({
    name: "availablePromotions",
    method: "GET",
    path: "/wps/relay/MCSFE_getAvailablePromotions",
    request: NoParams,
    response: AvailablePromotions,
    answered: "AvailablePromotionsLoaded",
    note: "Path in the wire notes' API table (6b); the answer (type → { enabled, count }) is what the platform's member centre reads for MISSION and REFERRAL.",
  }),
  promotions: endpoint({
    name: "promotions",
    method: "GET",
    path: "/wps/relay/MCSFE_getMerchantAvailablePromotions",
    request: Schema.Struct({ language: Schema.optionalKey(Schema.String) }),
    response: Promotions,
    answered: "PromotionsLoaded",
    note: fieldsOurs,
  }),
  applyPromotion: endpoint({
    name: "applyPromotion",
    method: "POST",
    path: "/wps/relay/MCSFE_signUpRequestReward",
    request: ApplyRequest,
    response: Acknowledged,
    answered: "PromotionApplied",
    note: `${fieldsOurs} Images travel as base64 text (png or jpg, at most 3 of 5 MB, spec section 5).`,
  }),
  missionSummary: endpoint({
    name: "missionSummary",
    method: "GET",
    path: "/wps/relay/MCSFE_getMissionSummaryDetails",
    request: NoParams,
    response: MissionSummary,
    answered: "MissionsLoaded",
    note: fieldsOurs,
  }),
  missionLeaderboard: endpoint({
    name: "missionLeaderboard",
    method: "GET",
    path: "/wps/relay/MCSFE_getMissionLeaderboard",
    request: NoParams,
    response: MissionLeaderboard,
    answered: "MissionLeaderboardLoaded",
    note: fieldsOurs,
  }),
  claimMission: endpoint({
    name: "claimMission",
    method: "POST",
    path: "/wps/relay/MCSFE_claimMissionReward",
    movesMoney: true,
    request: MissionClaimRequest,
    response: Acknowledged,
    answered: "MissionRewardClaimed",
    note: `${ourChoice} Marked as moving money: the reward is credited.`,
  }),
  referral: endpoint({
    name: "referral",
    method: "GET",
    path: "/wps/relay/MCSFE_getReferralInfo",
    request: NoParams,
    response: Referral,
    answered: "ReferralLoaded",
    note: ourChoice,
  }),
  vipLevels: endpoint({
    name: "vipLevels",
    method: "GET",
    path: "/wps/relay/MCSFE_getVipLevels",
    token: false,
    request: NoParams,
    response: VipLevels,
    answered: "VipLevelsLoaded",
    note: `${ourChoice} No token: the VIP page (spec section 2) is open to visitors.`,
  }),
  playerRankProgress: endpoint({
    name: "playerRankProgress",
    method: "GET",
    path: "/wps/relay/MCSFE_getPlayerRankProgress",
    request: NoParams,
    response: PlayerRankProgress,
    answered: "PlayerRankLoaded",
    note: fieldsOurs,
  }),
  inbox: endpoint({
    name: "inbox",
    method: "GET",
    path: "/wps/relay/CSP_getInbox",
    request: InboxRequest,
    response: Inbox,
    answered: "InboxLoaded",
    note: fieldsOurs,
  }),
  markMessagesRead: endpoint({
    name: "markMessagesRead",
    method: "POST",
    path: "/wps/relay/CSP_readMessage",
    request: MarkReadRequest,
    response: Acknowledged,
    answered: "MessagesMarkedRead",
    note: ourChoice,
  }),
}

/**
 * Which component renders each page of the member centre (spec section 2), each a lazy chunk in `pages/`, named for
 * what it shows; the platform's page id (kept for its deep links) is only the key here. Every page has one: a page the
 * brand turns off is left out of the menu, yet an open link to it still shows its page.
 */
import type { MemberCentrePage } from "../../core/model/MemberCentrePage.ts"
import { lazyPages, type PageLoader } from "../app/lazyPages.ts"

/** Each page's file, keyed by the platform's page id. */
export const memberCentrePages = {
  securityCenter: () => import("./pages/MyAccount.tsx"),
  transferFund: () => import("./pages/MyWallet.tsx"),
  wallet: () => import("./pages/Wallet.tsx"),
  depositv2: () => import("./pages/Deposit.tsx"),
  withdraw: () => import("./pages/Withdraw.tsx"),
  transferUpline: () => import("./pages/TransferUpline.tsx"),
  personalHistoryCopy: () => import("./pages/BettingRecord.tsx"),
  transactionHistory: () => import("./pages/AccountRecord.tsx"),
  personalProfit: () => import("./pages/PersonalProfit.tsx"),
  bonusDetails: () => import("./pages/BonusDetails.tsx"),
  redeemHistory: () => import("./pages/RedeemHistory.tsx"),
  rewardCenter: () => import("./pages/RewardCenter.tsx"),
  referral: () => import("./pages/InviteFriends.tsx"),
  missionLeaderboard: () => import("./pages/MissionLeaderboard.tsx"),
  messageV2: () => import("./pages/Messages.tsx"),
  playerRank: () => import("./pages/PlayerRank.tsx"),
  contractRequests: () => import("./pages/ContractRequests.tsx"),
  feedback: () => import("./pages/Feedback.tsx"),
  responsibleGaming: () => import("./pages/ResponsibleGaming.tsx"),
} satisfies Record<MemberCentrePage, PageLoader>

/** The lazy component of a page, made once. */
export const pageComponentOf = lazyPages<MemberCentrePage>(memberCentrePages)

/**
 * Which component renders each page of the member centre (spec section 2), in `pages/`, named for what it shows; the
 * platform's page id (kept for its deep links) is only the key here. Every page has one: a page the brand turns off is
 * left out of the menu, yet an open link to it still shows its page. The pages load with the centre, one area and one
 * chunk (ui/app/CentreHost.tsx loads it when the centre opens), each bringing its workflows by static import.
 */
import type { ComponentType } from "react"
import type { MemberCentrePage } from "../../core/model/MemberCentrePage.ts"
import AccountRecord from "./pages/AccountRecord.tsx"
import BettingRecord from "./pages/BettingRecord.tsx"
import BonusDetails from "./pages/BonusDetails.tsx"
import ContractRequests from "./pages/ContractRequests.tsx"
import Deposit from "./pages/Deposit.tsx"
import Feedback from "./pages/Feedback.tsx"
import InviteFriends from "./pages/InviteFriends.tsx"
import Messages from "./pages/Messages.tsx"
import MissionLeaderboard from "./pages/MissionLeaderboard.tsx"
import MyAccount from "./pages/MyAccount.tsx"
import MyWallet from "./pages/MyWallet.tsx"
import PersonalProfit from "./pages/PersonalProfit.tsx"
import PlayerRank from "./pages/PlayerRank.tsx"
import RedeemHistory from "./pages/RedeemHistory.tsx"
import ResponsibleGaming from "./pages/ResponsibleGaming.tsx"
import RewardCenter from "./pages/RewardCenter.tsx"
import TransferUpline from "./pages/TransferUpline.tsx"
import Wallet from "./pages/Wallet.tsx"
import Withdraw from "./pages/Withdraw.tsx"

/** Each page's component, keyed by the platform's page id. */
export const memberCentreComponents = {
  securityCenter: MyAccount,
  transferFund: MyWallet,
  wallet: Wallet,
  depositv2: Deposit,
  withdraw: Withdraw,
  transferUpline: TransferUpline,
  personalHistoryCopy: BettingRecord,
  transactionHistory: AccountRecord,
  personalProfit: PersonalProfit,
  bonusDetails: BonusDetails,
  redeemHistory: RedeemHistory,
  rewardCenter: RewardCenter,
  referral: InviteFriends,
  missionLeaderboard: MissionLeaderboard,
  messageV2: Messages,
  playerRank: PlayerRank,
  contractRequests: ContractRequests,
  feedback: Feedback,
  responsibleGaming: ResponsibleGaming,
} satisfies Record<MemberCentrePage, ComponentType>

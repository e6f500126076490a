/**
 * How the UI shows each page of the member centre (spec section 2): its component, in `pages/`, named for what it
 * shows, and its menu icon. The page ids, menu keys and visibility rules are core's descriptor list
 * (core/permissions/memberCentre.ts); this table is keyed by them, so a page without its view does not compile. A
 * page the brand turns off is left out of the menu, yet an open link to it still shows its page. The pages load with
 * the centre, one area and one chunk (ui/app/CentreHost.tsx loads it when the centre opens), each bringing its
 * workflows by static import.
 */

import type { MemberCentrePage } from "../../core/model/MemberCentrePage.ts"
import type { CentrePageView } from "../components/CentreFrame.tsx"
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

/** Each page's component and its menu icon (an SVG path on a 24 x 24 grid, stroked), keyed by the platform's page id. */
export const memberCentreViews = {
  securityCenter: { Page: MyAccount, icon: "M12 3l7 3v5c0 4.5-3 8.5-7 10-4-1.5-7-5.5-7-10V6l7-3zm-3 9l2 2 4-4" },
  transferFund: { Page: MyWallet, icon: "M3 7h15l-3-3M21 17H6l3 3" },
  wallet: { Page: Wallet, icon: "M4 7h14a2 2 0 012 2v8a2 2 0 01-2 2H4V7zm0 0l11-3v3m1 6h2" },
  depositv2: { Page: Deposit, icon: "M12 4v12m0 0l-4-4m4 4l4-4M5 20h14" },
  withdraw: { Page: Withdraw, icon: "M12 20V8m0 0l-4 4m4-4l4 4M5 4h14" },
  transferUpline: { Page: TransferUpline, icon: "M12 19V5m0 0l-5 5m5-5l5 5" },
  personalHistoryCopy: { Page: BettingRecord, icon: "M6 4h12v16H6zM9 8h6M9 12h6M9 16h3" },
  transactionHistory: { Page: AccountRecord, icon: "M4 6h16M4 12h16M4 18h10" },
  personalProfit: { Page: PersonalProfit, icon: "M4 19h16M6 15l4-4 3 3 5-6" },
  bonusDetails: {
    Page: BonusDetails,
    icon: "M4 9h16v11H4zM12 9v11M3 6h18v3H3zm9 0c-2-3-5-3-5-1s5 1 5 1zm0 0c2-3 5-3 5-1s-5 1-5 1",
  },
  redeemHistory: { Page: RedeemHistory, icon: "M12 8v4l3 2M4 12a8 8 0 108-8 8 8 0 00-6 2.7M4 4v4h4" },
  rewardCenter: {
    Page: RewardCenter,
    icon: "M8 4h8v5a4 4 0 01-8 0V4zm4 9v4m-4 3h8M8 6H5a3 3 0 003 4m8-4h3a3 3 0 01-3 4",
  },
  referral: { Page: InviteFriends, icon: "M9 11a3 3 0 100-6 3 3 0 000 6zm-6 9a6 6 0 0112 0m2-12v6m3-3h-6" },
  missionLeaderboard: { Page: MissionLeaderboard, icon: "M5 21V4h11l-2 4 2 4H5" },
  messageV2: { Page: Messages, icon: "M4 6h16v12H4zM4 7l8 6 8-6" },
  playerRank: { Page: PlayerRank, icon: "M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.4 6.8 19.1l1-5.8L3.5 9.2l5.9-.9z" },
  contractRequests: { Page: ContractRequests, icon: "M7 3h7l4 4v14H7zM14 3v4h4M10 12h5M10 16h5" },
  feedback: { Page: Feedback, icon: "M4 5h16v11H9l-5 4z" },
  responsibleGaming: {
    Page: ResponsibleGaming,
    icon: "M12 21s-7-4.5-7-10a4 4 0 017-2.6A4 4 0 0119 11c0 5.5-7 10-7 10zM12 8v4m0 3v.5",
  },
} satisfies Record<MemberCentrePage, CentrePageView>

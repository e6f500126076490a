/**
 * Who may open the member centre and which of its pages they see (spec sections 2, 4 and 6), as pure predicates over
 * state. Opening needs a real account: logged in, type not 4. Pages: `transferFund` only with several wallets
 * (single-wallet mode hides transfers), `wallet` in single-wallet mode, `referral` only when the referral promotion
 * is on, `missionLeaderboard` with a count badge of open missions, `playerRank` only when the member has a label
 * (else `securityCenter` opens), `transferUpline` for members with an upline to transfer to.
 *
 * Pages the spec lists without a condition are shown unless the brand's white-label tree turns their module off
 * explicitly (DEPOSIT, WITHDRAW, REWCEN3, MAILCEN, PLYRBT, PTSYS3, FEEDBACK3, AGETRANSFERUP3; CREDITMAR3 on hides
 * deposit and withdraw): the modules the platform's member centre reads, without hiding pages from a brand whose
 * tree does not mention them.
 */

import { isOpen } from "../model/Mission.ts"
import { Modules } from "../model/WhiteLabel.ts"
import type { State } from "../state/State.ts"
import { showReferral } from "./features.ts"
import { hasModule, isLoggedIn, isRealMember, isTrialMember } from "./roles.ts"

/** Why the member centre does not open: no session (login popup), or a trial account (spec section 8 warning). */
export type CentreRefusal = "notLoggedIn" | "trial"

/** Why the member centre would not open for this state, if it would not (spec section 4). */
export const memberCentreRefusal = (s: State): CentreRefusal | undefined =>
  !isLoggedIn(s) ? "notLoggedIn" : isTrialMember(s) || !isRealMember(s) ? "trial" : undefined

/** A module the brand has not explicitly turned off. */
const notOff = (s: State, modId: string): boolean => s.settings.whitelabel[modId] !== false

const cash = (s: State, modId: string): boolean => notOff(s, modId) && !hasModule(s, Modules.creditMarket)

/** The referral promotion is on: the white-label toggle, or the platform's available promotions. */
export const referralOn = (s: State): boolean => showReferral(s) || s.promotions.available.REFERRAL?.enabled === true

/** Open missions for the badge: the platform's count when it sends one, else the open missions loaded. */
export const openMissionCount = (s: State): number => {
  const sent = s.promotions.available.MISSION?.count
  return sent != null ? Math.max(0, Math.trunc(sent)) : s.promotions.missions.filter(isOpen).length
}

/**
 * What a centre knows of one of its pages (member or agent centre, spec section 2): the message key of its menu item,
 * and whether a state shows it in the menu. A page's component is the UI's (its centre's table, keyed by the page).
 */
export interface CentrePage {
  readonly labelKey: string
  readonly shown: (s: State) => boolean
}

/** The pages of a centre's descriptor list, in its order. */
export const pagesOf = <P extends string>(list: Readonly<Record<P, CentrePage>>): ReadonlyArray<P> =>
  Object.keys(list) as Array<P>

/** The pages of a centre shown for a state, in menu order, with their message keys. */
export const shownPages = <P extends string>(
  list: Readonly<Record<P, CentrePage>>,
  s: State,
): ReadonlyArray<{ readonly page: P; readonly labelKey: string }> =>
  pagesOf(list).flatMap((page) => (list[page].shown(s) ? [{ page, labelKey: list[page].labelKey }] : []))

const always = (): boolean => true

/**
 * The member centre's pages, one descriptor each, in the platform's menu order; the first is the page the centre
 * opens on. The page ids (core/model/MemberCentrePage.ts), the menu, the address's `?mc=` page and the UI's table of
 * components all come from this list, so a page added here does not compile until the UI renders it.
 */
export const memberCentrePages = {
  securityCenter: { labelKey: "mc_my_account", shown: always },
  transferFund: { labelKey: "mc_my_wallet", shown: (s) => s.wallet.singleWallet !== true },
  wallet: { labelKey: "mc_wallet", shown: (s) => s.wallet.singleWallet === true },
  depositv2: { labelKey: "mc_deposit", shown: (s) => cash(s, Modules.deposit) },
  withdraw: { labelKey: "mc_withdraw", shown: (s) => cash(s, Modules.withdraw) },
  personalHistoryCopy: { labelKey: "mc_betting_record", shown: always },
  transactionHistory: { labelKey: "mc_account_record", shown: always },
  personalProfit: { labelKey: "mc_personal_profit", shown: always },
  transferUpline: {
    labelKey: "mc_transfer_upline",
    shown: (s) => s.session.member?.toUpline === true && notOff(s, Modules.agentTransferUp),
  },
  rewardCenter: { labelKey: "mc_reward_center", shown: (s) => notOff(s, Modules.rewardCentre) },
  redeemHistory: { labelKey: "mc_redeem_history", shown: (s) => notOff(s, Modules.points) },
  referral: { labelKey: "mc_invite_friends", shown: referralOn },
  bonusDetails: { labelKey: "mc_bonus_details", shown: (s) => notOff(s, Modules.playerRebate) },
  missionLeaderboard: {
    labelKey: "mc_mission_activity",
    shown: (s) => s.promotions.available.MISSION?.enabled !== false,
  },
  messageV2: { labelKey: "mc_platform_information", shown: (s) => notOff(s, Modules.mailCentre) },
  playerRank: { labelKey: "mc_player_rank", shown: (s) => (s.session.member?.label ?? "") !== "" },
  contractRequests: { labelKey: "mc_contract_requests", shown: (s) => s.contracts.requests.length > 0 },
  feedback: { labelKey: "mc_feedback", shown: (s) => notOff(s, "FEEDBACK3") },
  // Player protection is one click away for every member (MGA Player Protection Directive).
  responsibleGaming: { labelKey: "mc_responsible_gaming", shown: always },
} satisfies Record<string, CentrePage>

/** A page of the member centre, by the name the platform's member centre uses. */
export type MemberCentrePage = keyof typeof memberCentrePages

/** The page the member centre opens on (spec section 2): my account, the list's first. */
export const defaultMemberCentrePage: MemberCentrePage = "securityCenter"

/** True when the page is in the member's menu. */
export const memberCentrePageShown = (s: State, page: MemberCentrePage): boolean => memberCentrePages[page].shown(s)

/** The page to show for a requested one: itself when shown, else the default `securityCenter` (spec section 2). */
export const memberCentrePageFor = (s: State, requested: MemberCentrePage | undefined): MemberCentrePage =>
  requested !== undefined && memberCentrePageShown(s, requested) ? requested : defaultMemberCentrePage

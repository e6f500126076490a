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

import type { MemberCentrePage } from "../model/MemberCentrePage.ts"
import { defaultMemberCentrePage } from "../model/MemberCentrePage.ts"
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

/** True when the page is in the member's menu. */
export const memberCentrePageShown = (s: State, page: MemberCentrePage): boolean => {
  switch (page) {
    case "securityCenter":
    case "personalHistoryCopy":
    case "transactionHistory":
    case "personalProfit":
    // Player protection is one click away for every member (MGA Player Protection Directive).
    case "responsibleGaming":
      return true
    case "transferFund":
      return s.wallet.singleWallet !== true
    case "wallet":
      return s.wallet.singleWallet === true
    case "depositv2":
      return cash(s, Modules.deposit)
    case "withdraw":
      return cash(s, Modules.withdraw)
    case "transferUpline":
      return s.session.member?.toUpline === true && notOff(s, Modules.agentTransferUp)
    case "bonusDetails":
      return notOff(s, Modules.playerRebate)
    case "rewardCenter":
      return notOff(s, Modules.rewardCentre)
    case "redeemHistory":
      return notOff(s, Modules.points)
    case "referral":
      return referralOn(s)
    case "missionLeaderboard":
      return s.promotions.available.MISSION?.enabled !== false
    case "messageV2":
      return notOff(s, Modules.mailCentre)
    case "playerRank":
      return (s.session.member?.label ?? "") !== ""
    case "contractRequests":
      return s.contracts.requests.length > 0
    case "feedback":
      return notOff(s, "FEEDBACK3")
  }
}

/** The page to show for a requested one: itself when shown, else the default `securityCenter` (spec section 2). */
export const memberCentrePageFor = (s: State, requested: MemberCentrePage | undefined): MemberCentrePage =>
  requested !== undefined && memberCentrePageShown(s, requested) ? requested : defaultMemberCentrePage

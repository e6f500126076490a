/**
 * The header's logged-in bar (spec section 2): the balance (two decimals with thousands separators, or *** when
 * hidden), the refresh icon's spinner, the account name that opens the member centre, the member label and its colour
 * (default #ABABAB), the customer id, the deposit and withdraw buttons, the agent centre button for agents, and the
 * message centre link with the unread count. A pure function of state.
 */
import { defaultLabelColor } from "../model/MemberInfo.ts"
import { Modules } from "../model/WhiteLabel.ts"
import { agentCentreRefusal } from "../permissions/agentCentre.ts"
import { memberCentrePageShown } from "../permissions/memberCentre.ts"
import { isLoggedIn } from "../permissions/roles.ts"
import type { State } from "../state/State.ts"
import { amountText, hiddenAmount } from "./amountText.ts"

export interface LoggedInBar {
  /** The bar shows instead of the login form. */
  readonly visible: boolean
  /** `1,234.50`, or `***` when hidden. */
  readonly balanceText: string
  readonly currencySymbol: string
  readonly hidden: boolean
  readonly refreshing: boolean
  readonly account: string
  readonly customerId: string | undefined
  readonly label: string | undefined
  readonly labelColor: string
  readonly showDeposit: boolean
  readonly showWithdraw: boolean
  /** Agents only (spec section 2). */
  readonly showAgentCentre: boolean
  /** The message centre link (INBOX3 or MAILCEN on). */
  readonly showMessageCentre: boolean
  readonly unread: number
}

/** The bar for a state. */
export const loggedInBar = (s: State): LoggedInBar => {
  const member = s.session.member
  const hidden = s.wallet.hidden
  return {
    visible: isLoggedIn(s),
    balanceText: hidden ? hiddenAmount : amountText(s.wallet.sum),
    currencySymbol: s.wallet.currencySymbol,
    hidden,
    refreshing: s.wallet.refreshing,
    account: member?.account ?? "",
    customerId: member?.customerId,
    label: member?.label,
    labelColor: member?.labelColor || defaultLabelColor,
    showDeposit: memberCentrePageShown(s, "depositv2"),
    showWithdraw: memberCentrePageShown(s, "withdraw"),
    showAgentCentre: agentCentreRefusal(s) === undefined,
    showMessageCentre:
      s.settings.whitelabel[Modules.inbox] === true || s.settings.whitelabel[Modules.mailCentre] === true,
    unread: s.messages.unread,
  }
}

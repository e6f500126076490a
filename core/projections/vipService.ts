/**
 * The VIP service shown to a member who has one (spec section 3 `vipService`; section 4 "Logout ... reset ... VIP
 * service"): derived from the logged-in member's labels and the brand's customer service, so it ends with the session.
 */
import { type CustomerServiceEntry, vipServiceOf } from "../model/CustomerService.ts"
import type { State } from "../state/State.ts"

/** The member's VIP desk entry, or undefined (a visitor, a member it does not serve). */
export const vipService = (s: State): CustomerServiceEntry | undefined =>
  s.session.loggedIn && s.session.member !== undefined
    ? vipServiceOf(s.settings.customerService, s.session.member.labelIds ?? [])
    : undefined

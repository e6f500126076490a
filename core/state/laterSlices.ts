/**
 * The slices the first view does not read (accounts, launching, lottery, money and the wallet, points, the centres,
 * contracts, promotions, messages, modals and dialogs): a lazy chunk in the browser, registered with the store once the portal is
 * interactive (store/storeOf.ts), which folds the log so far into them. Their values before any event are in
 * initialState.ts. The member's balance in the header (a lazy chunk itself) shows once they are in. The session,
 * catalogue and content slices come in two parts: what the first view needs first, the rest here.
 */

import { agentCentre } from "./slices/agentCentre.ts"
import { catalogueLobby } from "./slices/catalogueLobby.ts"
import { contentMore } from "./slices/contentMore.ts"
import { contracts } from "./slices/contracts.ts"
import { funds } from "./slices/funds.ts"
import { launch } from "./slices/launch.ts"
import { lottery } from "./slices/lottery.ts"
import { memberCentre } from "./slices/memberCentre.ts"
import { messages } from "./slices/messages.ts"
import { modals } from "./slices/modals.ts"
import { points } from "./slices/points.ts"
import { promotions } from "./slices/promotions.ts"
import { registration } from "./slices/registration.ts"
import { sessionAccounts } from "./slices/sessionAccounts.ts"
import { sms } from "./slices/sms.ts"
import { wallet } from "./slices/wallet.ts"

/** The later slices, by the key each holds in `State`. */
export const laterSlices = {
  registration,
  sms,
  launch,
  lottery,
  funds,
  points,
  memberCentre,
  agentCentre,
  contracts,
  promotions,
  messages,
  wallet,
  modals,
  /** The account flows' handlers of the session slice (its other part is in firstSlices.ts). */
  session: sessionAccounts,
  /** The lobbies' handlers of the catalogue slice (its other part is in firstSlices.ts). */
  catalogue: catalogueLobby,
  /** The content slice's handlers beyond the first view (its other part is in firstSlices.ts). */
  content: contentMore,
} as const

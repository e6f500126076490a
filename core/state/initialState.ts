/**
 * The state before any event. The later slices' values come from their own small modules (slices/<name>Initial.ts),
 * so the first view's bundle holds them without the handlers (laterSlices.ts).
 */
import { firstSlices } from "./firstSlices.ts"
import type { State } from "./State.ts"
import { initialAgentCentre } from "./slices/agentCentreInitial.ts"
import { initialContracts } from "./slices/contractsInitial.ts"
import { initialFunds } from "./slices/fundsInitial.ts"
import { initialLaunch } from "./slices/launchInitial.ts"
import { initialLottery } from "./slices/lotteryInitial.ts"
import { initialMemberCentre } from "./slices/memberCentreInitial.ts"
import { initialMessages } from "./slices/messagesInitial.ts"
import { initialModals } from "./slices/modalsInitial.ts"
import { initialPoints } from "./slices/pointsInitial.ts"
import { initialPromotions } from "./slices/promotionsInitial.ts"
import { initialRegistration } from "./slices/registrationInitial.ts"
import { initialSms } from "./slices/smsInitial.ts"
import { initialWallet } from "./slices/walletInitial.ts"

/** The state before any event. */
export const initialState: State = {
  clock: firstSlices.clock.initial,
  system: firstSlices.system.initial,
  settings: firstSlices.settings.initial,
  session: firstSlices.session.initial,
  registration: initialRegistration,
  sms: initialSms,
  language: firstSlices.language.initial,
  modals: initialModals,
  catalogue: firstSlices.catalogue.initial,
  launch: initialLaunch,
  lottery: initialLottery,
  content: firstSlices.content.initial,
  wallet: initialWallet,
  funds: initialFunds,
  points: initialPoints,
  memberCentre: initialMemberCentre,
  agentCentre: initialAgentCentre,
  contracts: initialContracts,
  promotions: initialPromotions,
  messages: initialMessages,
}

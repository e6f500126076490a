/**
 * The whole state: one slice per concern (DESIGN.md, core/State), and the root reducer that folds an event into it.
 * `state = events.reduce(reduce, initialState)`; only the slices whose handlers an event names are rebuilt. Each slice
 * is one module holding all its handlers (slices/); which of them a browser registers first is the UI's choice
 * (store/storeOf.ts registers more later).
 */
import type { Event } from "../events/Event.ts"
import { reducerOf } from "./reducerOf.ts"
import type { Slice } from "./Slice.ts"
import { type AgentCentreState, agentCentre } from "./slices/agentCentre.ts"
import { type CatalogueState, catalogue } from "./slices/catalogue.ts"
import { type ClockState, clock } from "./slices/clock.ts"
import { type ContentState, content } from "./slices/content.ts"
import { type ContractsState, contracts } from "./slices/contracts.ts"
import { type FundsState, funds } from "./slices/funds.ts"
import { type LanguageState, language } from "./slices/language.ts"
import { type LaunchState, launch } from "./slices/launch.ts"
import { type LotteryState, lottery } from "./slices/lottery.ts"
import { type MemberCentreState, memberCentre } from "./slices/memberCentre.ts"
import { type MessagesState, messages } from "./slices/messages.ts"
import { type ModalsState, modals } from "./slices/modals.ts"
import { type PointsState, points } from "./slices/points.ts"
import { type PromotionsState, promotions } from "./slices/promotions.ts"
import { type ProtectionState, protection } from "./slices/protection.ts"
import { type RegistrationState, registration } from "./slices/registration.ts"
import { type SessionState, session } from "./slices/session.ts"
import { type SettingsState, settings } from "./slices/settings.ts"
import { type SmsState, sms } from "./slices/sms.ts"
import { type SystemState, system } from "./slices/system.ts"
import { type WalletState, wallet } from "./slices/wallet.ts"

export interface State {
  readonly clock: ClockState
  readonly system: SystemState
  readonly settings: SettingsState
  readonly session: SessionState
  readonly registration: RegistrationState
  readonly sms: SmsState
  readonly language: LanguageState
  readonly modals: ModalsState
  readonly catalogue: CatalogueState
  readonly launch: LaunchState
  readonly lottery: LotteryState
  readonly content: ContentState
  readonly wallet: WalletState
  readonly funds: FundsState
  readonly points: PointsState
  readonly memberCentre: MemberCentreState
  readonly agentCentre: AgentCentreState
  readonly contracts: ContractsState
  readonly promotions: PromotionsState
  readonly messages: MessagesState
  readonly protection: ProtectionState
}

/** Every slice, by the key it holds in `State`. */
export const slices: { readonly [K in keyof State]: Slice<State[K]> } = {
  clock,
  system,
  settings,
  session,
  registration,
  sms,
  language,
  modals,
  catalogue,
  launch,
  lottery,
  content,
  wallet,
  funds,
  points,
  memberCentre,
  agentCentre,
  contracts,
  promotions,
  messages,
  protection,
}

/** The state before any event: every slice's initial value. */
export const initialState: State = {
  clock: clock.initial,
  system: system.initial,
  settings: settings.initial,
  session: session.initial,
  registration: registration.initial,
  sms: sms.initial,
  language: language.initial,
  modals: modals.initial,
  catalogue: catalogue.initial,
  launch: launch.initial,
  lottery: lottery.initial,
  content: content.initial,
  wallet: wallet.initial,
  funds: funds.initial,
  points: points.initial,
  memberCentre: memberCentre.initial,
  agentCentre: agentCentre.initial,
  contracts: contracts.initial,
  promotions: promotions.initial,
  messages: messages.initial,
  protection: protection.initial,
}

const all = reducerOf(slices)

/** Tags some slice reacts to. */
export const handledTags: ReadonlySet<string> = all.tags()

/** Folds one event into the state. Total: an event no slice handles returns the same state. */
export const reduce: (state: State, event: Event) => State = all.reduce

/** Folds a whole log. */
export const replay = (events: Iterable<Event>, from: State = initialState): State => {
  let s = from
  for (const e of events) s = reduce(s, e)
  return s
}

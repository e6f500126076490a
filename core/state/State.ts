/**
 * The whole state: one slice per concern (DESIGN.md, core/State), and the root reducer that folds an event into it.
 * `state = events.reduce(reduce, initialState)`; only the slices whose handlers an event names are rebuilt. The slices
 * come in two sets: those the first view reads (firstSlices.ts) and the rest (laterSlices.ts), which the browser's
 * store registers once the first view is up (store/storeOf.ts); here they are all together.
 */
import type { Event } from "../events/Event.ts"
import { firstSlices } from "./firstSlices.ts"
import { initialState } from "./initialState.ts"
import { laterSlices } from "./laterSlices.ts"
import { reducerOf, type SliceSet } from "./reducerOf.ts"
import { joinSlices } from "./Slice.ts"
import type { AgentCentreState } from "./slices/agentCentre.ts"
import type { CatalogueState } from "./slices/catalogue.ts"
import type { ClockState } from "./slices/clock.ts"
import type { ContentState } from "./slices/content.ts"
import type { ContractsState } from "./slices/contracts.ts"
import type { FundsState } from "./slices/funds.ts"
import type { LanguageState } from "./slices/language.ts"
import type { LaunchState } from "./slices/launch.ts"
import type { LotteryState } from "./slices/lottery.ts"
import type { MemberCentreState } from "./slices/memberCentre.ts"
import type { MessagesState } from "./slices/messages.ts"
import type { ModalsState } from "./slices/modals.ts"
import type { PointsState } from "./slices/points.ts"
import type { PromotionsState } from "./slices/promotions.ts"
import type { RegistrationState } from "./slices/registration.ts"
import type { SessionState } from "./slices/session.ts"
import type { SettingsState } from "./slices/settings.ts"
import type { SmsState } from "./slices/sms.ts"
import type { SystemState } from "./slices/system.ts"
import type { WalletState } from "./slices/wallet.ts"

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
}

/** Every slice, by the key it holds in `State` (a slice in two parts joined). */
export const slices: Required<SliceSet> = {
  ...firstSlices,
  ...laterSlices,
  session: joinSlices(firstSlices.session, laterSlices.session),
  catalogue: joinSlices(firstSlices.catalogue, laterSlices.catalogue),
  content: joinSlices(firstSlices.content, laterSlices.content),
}

export { initialState }

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

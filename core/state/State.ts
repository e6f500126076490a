/**
 * The whole state: one slice per concern (DESIGN.md, core/State), and the root reducer that folds an event into it.
 * `state = events.reduce(reduce, initialState)`; only the slices whose handlers an event names are rebuilt.
 */
import type { Event } from "../events/Event.ts"
import type { Handler, Slice } from "./Slice.ts"
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
}

/** The state before any event. */
export const initialState: State = Object.fromEntries(
  Object.entries(slices).map(([k, s]) => [k, s.initial]),
) as unknown as State

/**
 * A shallow copy of the state written out field by field: V8 builds such a literal far faster than a spread over
 * twenty keys, and the copy is the whole cost of an event that touches one slice (core.replay.ratio_to_floor).
 * A test checks it copies every slice.
 */
export const copy = (s: State): State => ({
  clock: s.clock,
  system: s.system,
  settings: s.settings,
  session: s.session,
  registration: s.registration,
  sms: s.sms,
  language: s.language,
  modals: s.modals,
  catalogue: s.catalogue,
  launch: s.launch,
  lottery: s.lottery,
  content: s.content,
  wallet: s.wallet,
  funds: s.funds,
  points: s.points,
  memberCentre: s.memberCentre,
  agentCentre: s.agentCentre,
  contracts: s.contracts,
  promotions: s.promotions,
  messages: s.messages,
})

type AnyHandler = Handler<unknown, Event["_tag"]>

/** The slices that react to one tag, as parallel arrays (an indexed loop is the cheapest walk). */
interface Reactors {
  readonly keys: Array<keyof State>
  readonly handlers: Array<AnyHandler>
}

/** For each event tag, the slices that react to it: built once, so an event costs only its own handlers. */
const table = new Map<string, Reactors>()
for (const [key, s] of Object.entries(slices) as Array<[keyof State, Slice<unknown>]>) {
  for (const [tag, handler] of Object.entries(s.on)) {
    let r = table.get(tag)
    if (r === undefined) {
      r = { keys: [], handlers: [] }
      table.set(tag, r)
    }
    r.keys.push(key)
    r.handlers.push(handler as AnyHandler)
  }
}

/** Tags some slice reacts to. */
export const handledTags: ReadonlySet<string> = new Set(table.keys())

/** Folds one event into the state. Total: an event no slice handles returns the same state. */
export const reduce = (state: State, event: Event): State => {
  const reactors = table.get(event._tag)
  if (reactors === undefined) return state
  const { keys, handlers } = reactors
  let next: Record<keyof State, unknown> | undefined
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!
    const before = state[key]
    const after = handlers[i]!(before, event as never, state)
    if (after !== before) {
      next ??= copy(state) as unknown as Record<keyof State, unknown>
      next[key] = after
    }
  }
  return (next as State | undefined) ?? state
}

/** Folds a whole log. */
export const replay = (events: Iterable<Event>, from: State = initialState): State => {
  let s = from
  for (const e of events) s = reduce(s, e)
  return s
}

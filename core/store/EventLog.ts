/** The store as seen by workflows: read the state, emit events. Workflows hold no state of their own. */
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import type { Event } from "../events/Event.ts"
import type { State } from "../state/State.ts"
import type { Store } from "./storeOf.ts"

export interface EventLogShape {
  readonly emit: (event: Event) => Effect.Effect<void>
  readonly state: Effect.Effect<State>
}

export class EventLog extends Context.Service<EventLog, EventLogShape>()("arena/EventLog") {}

/** Emits an event. */
export const emit = (event: Event) => EventLog.use((log) => log.emit(event))

/** The current state. */
export const state = EventLog.use((log) => log.state)

/** The log bound to a store. */
export const fromStore = (store: Store): EventLogShape => ({
  emit: (event) => Effect.sync(() => store.dispatch(event)),
  state: Effect.sync(() => store.state()),
})

/** The log of a store as a layer. */
export const layer = (store: Store) => Layer.succeed(EventLog, fromStore(store))

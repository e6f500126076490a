/**
 * The event store: an append-only log with `dispatch`, `subscribe` and `replay`. The state it keeps incrementally
 * always equals `replay(log)` (a property test checks it); the UI mirrors it, workflows append to it.
 */
import type { Event } from "../events/Event.ts"
import { replay as fold, initialState, reduce, type State } from "../state/State.ts"

export type Listener = (state: State, event: Event) => void

export interface Store {
  /** The current state. */
  readonly state: () => State
  /** The log, oldest first. */
  readonly log: () => ReadonlyArray<Event>
  /** Appends an event, folds it in, tells the listeners. */
  readonly dispatch: (event: Event) => void
  /** Listens to every dispatched event; returns the unsubscribe function. */
  readonly subscribe: (listener: Listener) => () => void
}

/** A store starting from `initial` (the initial state by default). */
export const make = (initial: State = initialState): Store => {
  const log: Array<Event> = []
  const listeners = new Set<Listener>()
  let state = initial
  return {
    state: () => state,
    log: () => log,
    dispatch: (event) => {
      log.push(event)
      state = reduce(state, event)
      for (const l of listeners) l(state, event)
    },
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/** The state a log produces from the initial state. */
export const replay = (events: Iterable<Event>, from: State = initialState): State => fold(events, from)

/**
 * The event store over a root reducer that may grow (state/reducerOf.ts): an append-only log with `dispatch`,
 * `subscribe`, and `register` for slices whose handlers load later. Registering folds the whole log again, so the
 * state it keeps always equals the fold of its log over every slice registered (a property test checks it); a slice
 * registered late has seen every event, as if it had been there from the start.
 */
import type { Event } from "../events/Event.ts"
import type { Reducer, SliceSet } from "../state/reducerOf.ts"
import type { State } from "../state/State.ts"

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

/** A store whose reducer may take more slices. */
export interface GrowingStore extends Store {
  /** Adds slices and folds the log again from the initial state; answers the new state (no event is dispatched). */
  readonly register: (more: SliceSet) => State
  /** Some registered slice folds events of `tag`. */
  readonly handles: (tag: string) => boolean
}

/** A store over `reducer`, starting from `initial`. */
export const storeOf = (reducer: Reducer, from: State): GrowingStore => {
  let initial = from
  const log: Array<Event> = []
  const listeners = new Set<Listener>()
  let state = initial
  return {
    state: () => state,
    log: () => log,
    dispatch: (event) => {
      log.push(event)
      state = reducer.reduce(state, event)
      for (const l of listeners) l(state, event)
    },
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    handles: (tag) => reducer.handles(tag),
    register: (more) => {
      const known = reducer.keys()
      reducer.add(more)
      // A slice no handler folded yet starts from its own initial value (the store's may be a copy of it).
      const fresh = Object.entries(more).filter(([key]) => !known.has(key as keyof State))
      if (fresh.length > 0)
        initial = { ...initial, ...Object.fromEntries(fresh.map(([key, sl]) => [key, sl.initial])) } as State
      let s = initial
      for (const e of log) s = reducer.reduce(s, e)
      state = s
      return state
    },
  }
}

/**
 * The event store over a root reducer that may grow (state/reducerOf.ts): a log with `dispatch`, `subscribe`, and
 * `register` for slices whose handlers load later. The state it keeps always equals the fold of its log, from its
 * snapshot, over every slice registered (a property test checks it against the whole session's replay).
 *
 * The log is whole by default (tests, replays, the command line, development builds): `log()` is every event. A
 * long-lived browser tab bounds it (`keep`): the store then holds a snapshot and the events since, and once the
 * events since pass twice `keep` it folds the oldest into the snapshot so that `keep` remain; and it coalesces the
 * clock: a `ClockTicked` right after another replaces it, since a tick only sets the time (state/slices/clock.ts),
 * so a day of seconds costs one event, not 86,400.
 *
 * Registering gives each new slice its own initial value in the snapshot and folds the events since into it, so a
 * slice registered late has seen every event, as if it had been there from the start. That holds only while the
 * snapshot is the initial state, so the store folds nothing into its snapshot until every slice of the state is
 * registered (the browser registers the last ones seconds after the first view, ui/app/slices.ts).
 */
import type { Event } from "../events/Event.ts"
import type { Reducer, SliceSet } from "../state/reducerOf.ts"
import type { State } from "../state/State.ts"

export type Listener = (state: State, event: Event) => void

export interface Store {
  /** The current state. */
  readonly state: () => State
  /** The events since `snapshot()`, oldest first: the whole session unless the store is bounded. */
  readonly log: () => ReadonlyArray<Event>
  /** Appends an event, folds it in, tells the listeners. */
  readonly dispatch: (event: Event) => void
  /** Listens to every dispatched event; returns the unsubscribe function. */
  readonly subscribe: (listener: Listener) => () => void
}

/** A store whose reducer may take more slices. */
export interface GrowingStore extends Store {
  /** The state the log starts from: the initial state, or a bounded store's last snapshot. */
  readonly snapshot: () => State
  /** Adds slices and folds the log again from the snapshot; answers the new state (no event is dispatched). */
  readonly register: (more: SliceSet) => State
  /** Some registered slice folds events of `tag`. */
  readonly handles: (tag: string) => boolean
}

/** How much of the session a store keeps. */
export interface StoreOptions {
  /** The events kept after the snapshot once every slice is registered; the whole log when absent. */
  readonly keep?: number
}

/** A store over `reducer`, starting from `initial` (which holds every slice's value, registered or not). */
export const storeOf = (reducer: Reducer, initial: State, options: StoreOptions = {}): GrowingStore => {
  const keep = options.keep
  const slices = Object.keys(initial).length
  let snapshot = initial
  let log: Array<Event> = []
  const listeners = new Set<Listener>()
  let state = initial
  const fold = (from: State, events: ReadonlyArray<Event>): State => {
    let s = from
    for (const e of events) s = reducer.reduce(s, e)
    return s
  }
  const append = (event: Event): void => {
    if (keep === undefined) {
      log.push(event)
      return
    }
    if (event._tag === "ClockTicked" && log.at(-1)?._tag === "ClockTicked") log[log.length - 1] = event
    else log.push(event)
    if (log.length > 2 * keep && reducer.keys().size === slices) {
      const cut = log.length - keep
      snapshot = fold(snapshot, log.slice(0, cut))
      log = log.slice(cut)
    }
  }
  return {
    state: () => state,
    log: () => log,
    snapshot: () => snapshot,
    dispatch: (event) => {
      append(event)
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
        snapshot = { ...snapshot, ...Object.fromEntries(fresh.map(([key, s]) => [key, s.initial])) } as State
      state = fold(snapshot, log)
      return state
    },
  }
}

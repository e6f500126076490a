/**
 * The event store: an append-only log with `dispatch`, `subscribe` and `replay`, over every slice. The state it keeps
 * incrementally always equals `replay(log)` (a property test checks it); the UI mirrors it, workflows append to it.
 * The browser starts a store over the first view's slices and registers the rest later (storeOf.ts).
 */
import type { Event } from "../events/Event.ts"
import { reducerOf, type SliceSet } from "../state/reducerOf.ts"
import { replay as fold, initialState, type State, slices } from "../state/State.ts"
import { type GrowingStore, type Listener, type Store, type StoreOptions, storeOf } from "./storeOf.ts"

export type { GrowingStore, Listener, Store, StoreOptions }

/**
 * A store over the slices a shell shows, starting from `initial`, which holds every slice's value: the slices left
 * out keep theirs and cost no code (the library's `@arena-portal/sdk/core/initial-state` is that state as plain data, as the
 * portal's first view has it). Events no chosen slice folds are logged and change nothing; `register` adds slices
 * later and folds the whole log into them.
 */
export const of = (chosen: SliceSet, initial: State, options?: StoreOptions): GrowingStore =>
  storeOf(reducerOf(chosen), initial, options)

/** A store over every slice, starting from `initial` (the initial state by default). */
export const make = (initial: State = initialState): GrowingStore => storeOf(reducerOf(slices), initial)

/** The state a log produces from the initial state. */
export const replay = (events: Iterable<Event>, from: State = initialState): State => fold(events, from)

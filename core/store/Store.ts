/**
 * The event store: an append-only log with `dispatch`, `subscribe` and `replay`, over every slice. The state it keeps
 * incrementally always equals `replay(log)` (a property test checks it); the UI mirrors it, workflows append to it.
 * The browser starts a store over the first view's slices and registers the rest later (storeOf.ts).
 */
import type { Event } from "../events/Event.ts"
import { reducerOf } from "../state/reducerOf.ts"
import { replay as fold, initialState, type State, slices } from "../state/State.ts"
import { type GrowingStore, type Listener, type Store, storeOf } from "./storeOf.ts"

export type { Listener, Store }

/** A store over every slice, starting from `initial` (the initial state by default). */
export const make = (initial: State = initialState): GrowingStore => storeOf(reducerOf(slices), initial)

/** The state a log produces from the initial state. */
export const replay = (events: Iterable<Event>, from: State = initialState): State => fold(events, from)

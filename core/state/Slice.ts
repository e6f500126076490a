/**
 * A slice of state: its initial value and a handler per event tag it cares about. Handlers are pure and total: they
 * return the slice unchanged (the same reference) when nothing changes, so the root reducer rebuilds only the slices
 * an event touches (the figure `core.replay.ratio_to_floor` depends on it).
 */
import type { EventOf, EventTag } from "../events/Event.ts"
import type { CallFailure } from "../model/CallError.ts"
import type { State } from "./State.ts"

/** How one slice reacts to one event; `state` is the whole state before the event, for cross-slice reads. */
export type Handler<S, T extends EventTag> = (slice: S, event: EventOf<T>, state: State) => S

/** The handlers of a slice, by event tag. */
export type Handlers<S> = { readonly [T in EventTag]?: Handler<S, T> }

export interface Slice<S> {
  readonly initial: S
  readonly on: Handlers<S>
}

/**
 * A slice's value while a handler builds the next one. Hot handlers copy their slice with a literal written out field
 * by field and set what changes on the copy, which is never seen before it is returned: in V8 an object spread
 * (`{ ...s, k: v }`) costs ten to twenty times such a copy, and it was most of a replay's time.
 */
export type Mutable<S> = { -readonly [K in keyof S]: S[K] }

/** Declares a slice. */
export const slice = <S>(initial: S, on: Handlers<S>): Slice<S> => ({ initial, on })

/** A handler that puts a slice back to its initial value (the same reference when it already is one). */
export const resetTo =
  <S>(initial: S) =>
  (s: S): S =>
    s === initial ? s : initial

/**
 * The tail of a slice that holds a member's data: every failure of a call (spec section 8) goes to the slice's
 * `failed`, and the session's end or a logout forgets the member (`reset`, usually `resetTo(initial)`).
 */
export const failedOrReset = <S>(
  failed: (s: S, e: CallFailure) => S,
  reset: (s: S) => S,
): Pick<Handlers<S>, "CallFailed" | "NetworkFailed" | "ApiResponseRejected" | "SessionEnded" | "LoggedOut"> => ({
  CallFailed: failed,
  NetworkFailed: failed,
  ApiResponseRejected: failed,
  SessionEnded: reset,
  LoggedOut: reset,
})

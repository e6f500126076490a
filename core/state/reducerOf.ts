/**
 * The root reducer over a set of slices that may grow: State.ts builds it over every slice; the browser's store
 * starts with the first view's slices and adds the rest once they load (store/storeOf.ts). For each event tag it
 * keeps the slices that react to it, so an event costs only its own handlers, and only the slices whose handlers
 * return a new value are rebuilt (the figure `core.replay.ratio_to_floor` depends on it).
 */
import type { Event } from "../events/Event.ts"
import { copy } from "./copy.ts"
import type { Handler, Slice } from "./Slice.ts"
import type { State } from "./State.ts"

/** Some of the slices, by the key each holds in `State`. */
export type SliceSet = { readonly [K in keyof State]?: Slice<State[K]> }

type AnyHandler = Handler<unknown, Event["_tag"]>

/** The slices that react to one tag, as parallel arrays (an indexed loop is the cheapest walk). */
interface Reactors {
  readonly keys: Array<keyof State>
  readonly handlers: Array<AnyHandler>
}

/** A root reducer and the means to add slices to it. */
export interface Reducer {
  /** Folds one event into the state. Total: an event no registered slice handles returns the same state. */
  readonly reduce: (state: State, event: Event) => State
  /**
   * Adds slices not registered yet; a slice already there is left as it is, and another slice for a key already
   * registered is refused (a slice is never registered in parts).
   */
  readonly add: (more: SliceSet) => void
  /** The keys of the registered slices. */
  readonly keys: () => ReadonlySet<keyof State>
  /** Tags some registered slice reacts to. */
  readonly tags: () => ReadonlySet<string>
  /** Some registered slice reacts to `tag`. */
  readonly handles: (tag: string) => boolean
}

/** The root reducer of `slices`. */
export const reducerOf = (slices: SliceSet): Reducer => {
  const table = new Map<string, Reactors>()
  const registered = new Map<keyof State, Slice<unknown>>()
  const add = (more: SliceSet): void => {
    for (const [key, s] of Object.entries(more) as Array<[keyof State, Slice<unknown>]>) {
      const was = registered.get(key)
      if (was === s) continue
      // A slice is one module with all its handlers: a second slice for the same key would fold each event twice.
      if (was !== undefined) throw new Error(`the ${key} slice is registered already`)
      registered.set(key, s)
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
  }
  add(slices)
  const reduce = (state: State, event: Event): State => {
    const reactors = table.get(event._tag)
    if (reactors === undefined) return state
    const { keys, handlers } = reactors
    let next: { -readonly [K in keyof State]: State[K] } | undefined
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i]!
      const before = state[key]
      const after = handlers[i]!(before, event as never, state)
      if (after !== before) {
        next ??= copy(state)
        next[key] = after as never
      }
    }
    return next ?? state
  }
  return {
    reduce,
    add,
    keys: () => new Set(registered.keys()),
    tags: () => new Set(table.keys()),
    handles: (tag) => table.has(tag),
  }
}

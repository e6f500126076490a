/**
 * A valtio proxy mirroring the core store's state, slice by slice (DESIGN.md, ui). Components read it with
 * `useCore` (useCore.ts); only a slice the core rebuilt is replaced, so a component re-renders only when a slice it
 * read changed. Slices are held as `ref`s: core state is immutable, valtio need not proxy inside it.
 */
import { proxy, ref } from "valtio"
import type { State } from "../../core/state/State.ts"
import type { Store } from "../../core/store/storeOf.ts"

type Mirror = { -readonly [K in keyof State]: State[K] }

const refs = (s: State): Mirror =>
  Object.fromEntries(Object.entries(s).map(([k, v]) => [k, typeof v === "object" && v !== null ? ref(v) : v])) as Mirror

/** The mirrored state; read it with `useCore` (useCore.ts). */
export const view = proxy<Mirror>({} as Mirror)

/** The state `view` shows; none until `mirror` starts it. */
let last: State | undefined

/** Brings `view` to `next`, replacing only the slices that changed since the last state it showed. */
export const syncView = (next: State): void => {
  for (const key of Object.keys(next) as Array<keyof State>) {
    if (next[key] !== last?.[key]) {
      const v = next[key]
      ;(view as Record<string, unknown>)[key] = typeof v === "object" && v !== null ? ref(v) : v
    }
  }
  last = next
}

/** Keeps `view` equal to the store's state; returns the unsubscribe function. */
export const mirror = (store: Store): (() => void) => {
  last = store.state()
  Object.assign(view, refs(last))
  return store.subscribe(syncView)
}

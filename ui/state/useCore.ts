/**
 * The one way a component reads core state: `useCore()` for the whole state, `useCore((s) => s.wallet)` for a part.
 * It reads the valtio mirror (mirror.ts), so the component re-renders only when a slice it read changed.
 *
 * valtio types a snapshot as a deep-readonly copy of the proxy (`Snapshot<Mirror>`), which TypeScript does not see
 * as core's `State` although it holds exactly the immutable slices core built (they are `ref`s, never proxied). The
 * one cast between the two is here, so components see core's own types.
 *
 * `useCoreEffect` follows a part of the state without rendering: for what changes every second all day (the header
 * clock), where a render per tick would keep React's reconciler hot for as long as the tab is open, and V8 would
 * compile it to machine code the page then holds (scripts/bench/uiLongSession.ts measures it).
 */
import { useLayoutEffect, useRef } from "react"
import { subscribe, useSnapshot } from "valtio"
import type { State } from "../../core/state/State.ts"
import { view } from "./mirror.ts"

const current = (): State => view as State

/** The core state as the UI mirrors it; with a selector, the part it selects. */
export function useCore(): State
export function useCore<A>(select: (state: State) => A): A
export function useCore<A>(select?: (state: State) => A): State | A {
  const state = useSnapshot(view) as State
  return select === undefined ? state : select(state)
}

/**
 * Calls `apply` with the part `select` picks now, after each render, and whenever that part changes (compared with
 * `Object.is`), without rendering the component: `apply` writes to the DOM itself (through a ref).
 */
export function useCoreEffect<A>(select: (state: State) => A, apply: (part: A) => void): void {
  const latest = useRef({ select, apply })
  latest.current = { select, apply }
  useLayoutEffect(() => latest.current.apply(latest.current.select(current())))
  useLayoutEffect(() => {
    let shown = latest.current.select(current())
    return subscribe(view, () => {
      const part = latest.current.select(current())
      if (Object.is(part, shown)) return
      shown = part
      latest.current.apply(part)
    })
  }, [])
}

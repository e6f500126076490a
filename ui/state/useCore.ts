/**
 * The one way a component reads core state: `useCore()` for the whole state, `useCore((s) => s.wallet)` for a part.
 * It reads the valtio mirror (mirror.ts), so the component re-renders only when a slice it read changed.
 *
 * valtio types a snapshot as a deep-readonly copy of the proxy (`Snapshot<Mirror>`), which TypeScript does not see
 * as core's `State` although it holds exactly the immutable slices core built (they are `ref`s, never proxied). The
 * one cast between the two is here, so components see core's own types.
 */
import { useSnapshot } from "valtio"
import type { State } from "../../core/state/State.ts"
import { view } from "./mirror.ts"

/** The core state as the UI mirrors it; with a selector, the part it selects. */
export function useCore(): State
export function useCore<A>(select: (state: State) => A): A
export function useCore<A>(select?: (state: State) => A): State | A {
  const state = useSnapshot(view) as unknown as State
  return select === undefined ? state : select(state)
}

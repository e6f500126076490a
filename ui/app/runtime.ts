/**
 * The bridge from UI actions to core workflows. The composition root (ui/main.tsx) hands in the store and a runner
 * built from the adapters' layers; actions dispatch intents and run workflows through here, so no component calls
 * the platform, storage or cookies directly, and a test can hand in memory layers instead.
 */
import type * as Effect from "effect/Effect"
import type { Event } from "../../core/events/Event.ts"
import type { State } from "../../core/state/State.ts"
import type { Store } from "../../core/store/Store.ts"

/** Runs a workflow with every port provided; resolves when it ends (its failures are already events). */
export type Runner = <A, E>(effect: Effect.Effect<A, E, never>) => Promise<A | undefined>

interface Runtime {
  readonly store: Store
  readonly run: <A, E, R>(effect: Effect.Effect<A, E, R>) => Promise<A | undefined>
}

let current: Runtime | undefined

/** Installs the runtime (composition root or test). */
export const install = (runtime: Runtime): void => {
  current = runtime
}

const get = (): Runtime => {
  if (current === undefined) throw new Error("the UI runtime is not installed (ui/main.tsx installs it)")
  return current
}

/** Appends an intent to the log. */
export const dispatch = (event: Event): void => get().store.dispatch(event)

/** The current core state (for actions that decide before running a workflow). */
export const state = (): State => get().store.state()

/** Runs a workflow. */
export const run = <A, E, R>(effect: Effect.Effect<A, E, R>): Promise<A | undefined> => get().run(effect)

/**
 * The bridge from UI actions to core workflows. The composition root (ui/main.tsx) hands in the store and a runner
 * built from the adapters' layers; actions dispatch intents and run workflows through here, so no component calls
 * the platform, storage or cookies directly, and a test can hand in memory layers instead.
 *
 * The browser's store starts with the first view's slices only (ui/app/slices.ts): a workflow waits for the
 * rest to be registered, so an action that reads the state after it sees every slice; the first view's own
 * workflows (the start, the home page's data) say they need only the first slices (`"firstSlices"`) and run at once.
 * An intent the first slices do not fold (a modal opened) asks for the rest too.
 */
import type * as Effect from "effect/Effect"
import type { Event } from "../../core/events/Event.ts"
import type { State } from "../../core/state/State.ts"
import type { Store } from "../../core/store/Store.ts"

/**
 * How a workflow ended: its value, or the typed error it failed with (already recorded as events). `E` is the
 * workflow's own error type, so a form matches the tags its workflow can fail with, checked by the compiler.
 */
export type Outcome<A, E = never> = { readonly ok: true; readonly value: A } | { readonly ok: false; readonly error: E }

/** Runs a workflow with every port provided, to its outcome; a defect rejects. */
export type Runner = <A, E, R>(effect: Effect.Effect<A, E, R>) => Promise<Outcome<A, E>>

/** What the composition root (or a test) installs. */
export interface Runtime {
  /** The store; a growing one (core/store/storeOf.ts) says which events its slices fold so far. */
  readonly store: Store & { readonly handles?: (tag: string) => boolean }
  readonly run: Runner
  /** Resolves once the store has every slice (absent when it starts with them all, as in tests). */
  readonly allSlices?: () => Promise<void>
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

/**
 * Appends an intent to the log. One that the store's slices do not fold yet (a modal opened before the later slices
 * arrived) asks for them at once: the store folds it in when they register.
 */
export const dispatch = (event: Event): void => {
  const r = get()
  r.store.dispatch(event)
  if (r.allSlices !== undefined && r.store.handles?.(event._tag) === false) void r.allSlices().catch(() => undefined)
}

/** The current core state (for actions that decide before running a workflow). */
export const state = (): State => get().store.state()

/**
 * The slices a workflow needs folded before it runs: every slice (the default), or only the first view's
 * (ui/app/slices.ts), for the start's and the home page's workflows, which must not wait for the later chunks.
 */
export type Needs = "allSlices" | "firstSlices"

/** Runs a workflow to its outcome (failures are events already; the outcome says which typed error it was). */
export const attempt = async <A, E, R>(
  effect: Effect.Effect<A, E, R>,
  needs: Needs = "allSlices",
): Promise<Outcome<A, E>> => {
  const r = get()
  if (needs === "allSlices" && r.allSlices !== undefined) await r.allSlices()
  return r.run(effect)
}

/** Runs a workflow; its value, or undefined when it failed (the failure is already an event). */
export const run = <A, E, R>(effect: Effect.Effect<A, E, R>, needs: Needs = "allSlices"): Promise<A | undefined> =>
  attempt(effect, needs).then((o) => (o.ok ? o.value : undefined))

/** Listens to every event the store takes (navigation requests); returns the unsubscribe function. */
export const onEvent = (listener: (event: Event, state: State) => void): (() => void) =>
  get().store.subscribe((s, e) => listener(e, s))

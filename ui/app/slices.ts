/**
 * Which of core's slices the browser registers when (the first view's byte budget): each slice is one module of
 * core/state/slices/ with all its handlers; this manifest says which whole slices the first view of any route reads
 * (the header, the home page and the start's answers) and which come as one chunk at the visitor's first input once
 * the portal is interactive (ui/app/firstInput.ts), or
 * at once when the interface needs them (ui/app/runtime.ts). Until then the store holds the later slices' initial
 * values as data (the bundler's copy of core's initial state, scripts/initialStatePlugin.ts), so nothing reads a
 * missing slice, and registering folds every event so far into them (core/store/storeOf.ts).
 */
import type { SliceSet } from "../../core/state/reducerOf.ts"
import type { State } from "../../core/state/State.ts"
import { catalogue } from "../../core/state/slices/catalogue.ts"
import { clock } from "../../core/state/slices/clock.ts"
import { content } from "../../core/state/slices/content.ts"
import { language } from "../../core/state/slices/language.ts"
import { session } from "../../core/state/slices/session.ts"
import { settings } from "../../core/state/slices/settings.ts"
import { system } from "../../core/state/slices/system.ts"
import type { GrowingStore } from "../../core/store/storeOf.ts"
import { syncView } from "../state/mirror.ts"

/** The slices every route's first view reads, registered when the store is made. */
export const firstViewSlices = { clock, system, settings, session, language, catalogue, content } satisfies SliceSet

/** The slices no first view reads: every other key of the state (laterSlices.ts, its own chunk). */
export type LaterSliceKey = Exclude<keyof State, keyof typeof firstViewSlices>

/** Registers the later slices with `store` on the first call; every call answers when they are in. */
export const laterSlicesOf = (store: GrowingStore): (() => Promise<void>) => {
  let registered: Promise<void> | undefined
  return () => {
    registered ??= import("./laterSlices.ts").then(
      ({ laterSlices }) => syncView(store.register(laterSlices)),
      (error: unknown) => {
        // A failed chunk may be asked for again by the next workflow.
        registered = undefined
        throw error
      },
    )
    return registered
  }
}

/**
 * The slices the first view does not read (core/state/laterSlices.ts) are a chunk of their own
 * (the first view's byte budget): the composition root registers them once the portal is interactive, and any workflow other than the
 * first view's waits for them (ui/app/runtime.ts). The store folds its log into them when they arrive, and the
 * mirror shows the result, so nothing that happened before is lost.
 */
import type { GrowingStore } from "../../core/store/storeOf.ts"
import { syncView } from "../state/mirror.ts"

/** Registers the later slices with `store` on the first call; every call answers when they are in. */
export const laterSlicesOf = (store: GrowingStore): (() => Promise<void>) => {
  let registered: Promise<void> | undefined
  return () => {
    registered ??= import("../../core/state/laterSlices.ts").then(
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

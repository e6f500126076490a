/**
 * Hides or shows the balance (spec section 2: "balance (click toggles hidden as ***)"). Showing a balance that never
 * loaded fetches it, so the click never reveals a placeholder.
 */
import * as Effect from "effect/Effect"
import { emit, state } from "../store/EventLog.ts"
import { refreshBalanceQuietly } from "./refreshBalance.ts"

/** Toggles the balance's visibility; loads it when shown for the first time. */
export const toggleBalanceVisibility = Effect.gen(function* () {
  yield* emit({ _tag: "BalanceVisibilityToggled" })
  const wallet = (yield* state).wallet
  if (!wallet.hidden && !wallet.loaded && !wallet.refreshing) yield* refreshBalanceQuietly
})

/** The header's balance (spec section 2): click to hide as *** or show, the refresh icon refetches. */
import { type Needs, run } from "../app/runtime.ts"

/** The balance's refresh, loaded at its first use (a visitor's first view carries no wallet call). */
const refresher = () => import("../../core/workflows/refreshBalance.ts")

/** Hides or shows the balance (loading it when first shown). */
export const toggleBalance = async (): Promise<void> => {
  const { toggleBalanceVisibility } = await import("../../core/workflows/toggleBalanceVisibility.ts")
  await run(toggleBalanceVisibility)
}

/** Refetches the balance. */
export const refreshBalance = async (): Promise<void> => {
  const m = await refresher()
  await run(m.refreshBalance)
}

/**
 * Refetches the balance quietly (a failure leaves the last balance): the start's, for a member whose session it
 * restored. Loaded from here rather than from the start so a visitor's first view does not carry the wallet calls.
 */
export const refreshBalanceQuietly = async (needs: Needs = "allSlices"): Promise<void> => {
  const m = await refresher()
  await run(m.refreshBalanceQuietly, needs)
}

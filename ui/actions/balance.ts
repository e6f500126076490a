/** The header's balance (spec section 2): click to hide as *** or show, the refresh icon refetches. */
import { run } from "../app/runtime.ts"

/** Hides or shows the balance (loading it when first shown). */
export const toggleBalance = async (): Promise<void> => {
  const { toggleBalanceVisibility } = await import("../../core/workflows/toggleBalanceVisibility.ts")
  await run(toggleBalanceVisibility)
}

/** Refetches the balance. */
export const refreshBalance = async (): Promise<void> => {
  const m = await import("../../core/workflows/refreshBalance.ts")
  await run(m.refreshBalance)
}

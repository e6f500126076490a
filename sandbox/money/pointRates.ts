/**
 * The demo brand's points rates (`MCS2_getPointConfig`, product → rate; our choice of meaning): every rate is points
 * per 100.00 of money. A product's rate is what 100.00 staked on it earns (spec section 9: points never expire; the
 * issue's example, 1 point per 100.00 staked); `CONVERT` is how many points make 100.00 when converted to cash.
 */
import type { Category } from "../seed/vendors.ts"

/** Points earned per 100.00 staked, by product. */
export const earnRates: Readonly<Record<Category, number>> = {
  ELOTT: 1,
  LOTT: 1,
  LIVE: 1,
  SPORTS: 2,
  FISH: 1,
  RNG: 1,
  PVP: 1,
  ESPORTS: 2,
}

/** Points that convert to 100.00 (10 points a peso: every point is 10 minor units). */
export const convertRate = 1000

/** Minor units one point converts to. */
export const centsPerPoint = 10_000 / convertRate

/** The answer of `MCS2_getPointConfig`. */
export const pointConfig = (): Record<string, number> => ({ ...earnRates, CONVERT: convertRate })

/**
 * The points mall's ratio (spec section 3 "points ratio"; `MCS2_getPointConfig`, product → rate): every rate is points
 * per 100.00 of money, the meaning the sandbox documents (our choice; wire notes section 4 give only "map product →
 * rate"). `CONVERT` is how many points make 100.00 when converted to cash; every other product says how many points
 * 100.00 staked on it earns. The cash a conversion gives is whole minor units, rounded down, as the platform pays.
 */
import { scale } from "../model/Money.ts"
import type { PointConfig } from "../model/PointsMall.ts"

/** The config key of the conversion rate. */
export const convertKey = "CONVERT"

/** Money the rates are per: 100.00 in minor units. */
export const ratePerMinor = 100 * scale

/** Points that make 100.00 when converted; undefined when the brand has no (positive) rate. */
export const conversionRate = (config: PointConfig): number | undefined => {
  const r = config[convertKey]
  return r !== undefined && Number.isFinite(r) && r > 0 ? r : undefined
}

/** Minor units `points` convert to (rounded down); 0 without a rate or for no points. */
export const convertedMinor = (points: number, config: PointConfig): number => {
  const rate = conversionRate(config)
  if (rate === undefined || !(points > 0)) return 0
  return Math.floor((points * ratePerMinor) / rate)
}

/** The products' earning rates (points per 100.00 staked), in the config's order, without the conversion rate. */
export const earnRates = (config: PointConfig): ReadonlyArray<{ readonly product: string; readonly rate: number }> =>
  Object.entries(config)
    .filter(([k, v]) => k !== convertKey && Number.isFinite(v))
    .map(([product, rate]) => ({ product, rate }))

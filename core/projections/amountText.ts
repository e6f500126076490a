/**
 * The number format of spec section 9: two decimals with thousands separators (`1,234,567.50`), from integer minor
 * units, by reading the digits rather than through a float, so no amount ever shows a rounding artefact. Hidden
 * balances show as `***` (spec section 9).
 */
import { scale } from "../model/Money.ts"

/** What a hidden balance shows (spec section 9). */
export const hiddenAmount = "***"

/** `1,234,567.50` for 123456750 minor units; a leading minus for a negative amount. */
export const amountText = (cents: number): string => {
  const sign = cents < 0 ? "-" : ""
  const abs = Math.abs(Math.trunc(cents))
  const whole = String(Math.floor(abs / scale)).replace(/\B(?=(\d{3})+(?!\d))/g, ",")
  return `${sign}${whole}.${String(abs % scale).padStart(2, "0")}`
}

/**
 * Times in the platform's text form (spec section 3 "timestamp yyyy-MM-dd hh:mm:ss"): the brand's zone is GMT+8
 * (spec section 2, the header clock), whatever the server's own zone. The text form is core's (core/model/WireTime.ts,
 * which also reads it); this module names it for the sandbox's many writers and adds the brand's midnight.
 */
import { zoneOffsetMs } from "../../core/model/DateRange.ts"
import { wireDateText, wireTimeText } from "../../core/model/WireTime.ts"

/** `yyyy-MM-dd HH:mm:ss` in GMT+8. */
export const portalTime = wireTimeText

/** The GMT+8 date, `yyyy-MM-dd` (or with another separator, `yyyyMMdd` with ""). */
export const portalDate = wireDateText

/** Epoch milliseconds of the GMT+8 midnight the instant falls after. */
export const portalMidnight = (ms: number): number => {
  const local = ms + zoneOffsetMs
  return local - (((local % 86_400_000) + 86_400_000) % 86_400_000) - zoneOffsetMs
}

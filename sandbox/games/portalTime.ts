/**
 * Times in the platform's text form (spec section 3 "timestamp yyyy-MM-dd hh:mm:ss"): the brand's zone is GMT+8
 * (spec section 2, the header clock), whatever the server's own zone.
 */

const offsetMs = 8 * 60 * 60 * 1000

const two = (n: number) => String(n).padStart(2, "0")

/** `yyyy-MM-dd HH:mm:ss` in GMT+8. */
export const portalTime = (ms: number): string => {
  const d = new Date(ms + offsetMs)
  return `${portalDate(ms, "-")} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())}`
}

/** The GMT+8 date, `yyyy-MM-dd` (or with another separator, `yyyyMMdd` with ""). */
export const portalDate = (ms: number, separator = "-"): string => {
  const d = new Date(ms + offsetMs)
  return [String(d.getUTCFullYear()), two(d.getUTCMonth() + 1), two(d.getUTCDate())].join(separator)
}

/** Epoch milliseconds of the GMT+8 midnight the instant falls after. */
export const portalMidnight = (ms: number): number => {
  const local = ms + offsetMs
  return local - (((local % 86_400_000) + 86_400_000) % 86_400_000) - offsetMs
}

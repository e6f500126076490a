/**
 * The brand's one date format, everywhere the portal shows a date (spec section 2: the header clock reads
 * DD/MM/YYYY HH:mm:ss in GMT+8): records, reports, messages and the date fields all write and read days as
 * DD/MM/YYYY. Instants are shown in the brand's zone by arithmetic on UTC fields, so no machine zone ever enters; the
 * platform's own `yyyy-MM-dd[ HH:mm[:ss]]` texts are rewritten to it. Wire values stay `yyyy-MM-dd` (DateRange.ts).
 */
import { zoneOffsetMs } from "./DateRange.ts"

const two = (n: number): string => String(n).padStart(2, "0")

const wire = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}:\d{2}(?::\d{2})?))?/

/** An ISO 8601 instant with its zone (`Z` or `±hh:mm`): a moment, shown in the brand's zone. */
const zoned = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})/
const zonedAt = new RegExp(`^${zoned.source}$`)

/** Any date the platform or a message writes: a zoned instant, else `yyyy-MM-dd[ HH:mm[:ss]]`. */
const anyDate = new RegExp(`${zoned.source}|\\d{4}-\\d{2}-\\d{2}(?:[ T]\\d{2}:\\d{2}(?::\\d{2})?)?`, "g")

/** `DD/MM/YYYY` of a `yyyy-MM-dd` day; other text as sent. */
export const brandDayText = (day: string): string => {
  const m = wire.exec(day.trim())
  return m === null ? day : `${m[3]}/${m[2]}/${m[1]}`
}

/**
 * `DD/MM/YYYY HH:mm:ss` of an epoch-millisecond instant in GMT+8, or the platform's `yyyy-MM-dd[ HH:mm[:ss]]` text
 * rewritten to the same order (its time kept as sent); any other text as sent; nothing for no time.
 */
export const brandTimeText = (t: number | string | null | undefined): string => {
  if (t == null) return ""
  if (typeof t === "number") {
    if (!Number.isFinite(t)) return ""
    const d = new Date(t + zoneOffsetMs)
    return `${two(d.getUTCDate())}/${two(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())}`
  }
  const text = t.trim()
  if (zonedAt.test(text)) {
    const at = Date.parse(text)
    if (Number.isFinite(at)) return brandTimeText(at)
  }
  const m = wire.exec(text)
  return m === null ? t : `${m[3]}/${m[2]}/${m[1]}${m[4] === undefined ? "" : ` ${m[4]}`}`
}

/** A text with every date in it written in the brand's format (a period `from~to`, a message naming an instant). */
export const brandDatesIn = (text: string): string => text.replace(anyDate, (d) => brandTimeText(d))

/** The `yyyy-MM-dd` of a typed `DD/MM/YYYY` day (one-digit day and month allowed); none when no such day exists. */
export const parseBrandDay = (text: string): string | undefined => {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim())
  if (m === null) return undefined
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const d = new Date(Date.UTC(year, month - 1, day))
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return undefined
  return `${year}-${two(month)}-${two(day)}`
}

/**
 * A time as the platform sends it in records and orders: `yyyy-MM-dd HH:mm:ss` text in the brand's zone (GMT+8,
 * spec section 2) or epoch milliseconds, depending on the service. Kept exactly as sent: the UI formats it, and core
 * compares times only where they are epoch milliseconds. The text form is written here too, once, for the platform
 * that sends it (the sandbox).
 */
import * as Schema from "effect/Schema"
import { zoneOffsetMs } from "./DateRange.ts"

/** Text or epoch milliseconds, as sent. */
export const WireTime = Schema.Union([Schema.String, Schema.Finite])
export type WireTime = typeof WireTime.Type

/** Epoch milliseconds of a wire time, when it is a number; undefined for text. */
export const epochOf = (t: WireTime | null | undefined): number | undefined => (typeof t === "number" ? t : undefined)

const two = (n: number): string => String(n).padStart(2, "0")

/** The brand's date of an instant (GMT+8), `yyyy-MM-dd` or with another separator (`yyyyMMdd` with ""). */
export const wireDateText = (epochMs: number, separator = "-"): string => {
  const d = new Date(epochMs + zoneOffsetMs)
  return [String(d.getUTCFullYear()), two(d.getUTCMonth() + 1), two(d.getUTCDate())].join(separator)
}

/** An instant as the platform's text, `yyyy-MM-dd HH:mm:ss` in the brand's zone (GMT+8). */
export const wireTimeText = (epochMs: number): string => {
  const d = new Date(epochMs + zoneOffsetMs)
  return `${wireDateText(epochMs)} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())}`
}

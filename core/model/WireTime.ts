/**
 * A time as the platform sends it in records and orders: `yyyy-MM-dd HH:mm:ss` text in the brand's zone (GMT+8,
 * spec section 2) or epoch milliseconds, depending on the service. Kept exactly as sent: the UI formats it, and core
 * compares times only where they are epoch milliseconds.
 */
import * as Schema from "effect/Schema"

/** Text or epoch milliseconds, as sent. */
export const WireTime = Schema.Union([Schema.String, Schema.Finite])
export type WireTime = typeof WireTime.Type

/** Epoch milliseconds of a wire time, when it is a number; undefined for text. */
export const epochOf = (t: WireTime | null | undefined): number | undefined => (typeof t === "number" ? t : undefined)

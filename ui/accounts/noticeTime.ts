/**
 * A notice's time as the modal shows it (spec section 3: "timestamp yyyy-MM-dd hh:mm:ss"): the platform's text as
 * sent, or, for builds that send epoch milliseconds, the same layout in the brand's zone (GMT+8, spec section 2).
 */
import { brandOffsetMs } from "../i18n/format.ts"

const two = (n: number): string => String(n).padStart(2, "0")

/** The time to show; "" when there is none. */
export const noticeTime = (t: string | number | null | undefined): string => {
  if (typeof t === "string") return t.trim()
  if (typeof t !== "number" || !Number.isFinite(t)) return ""
  const d = new Date(t + brandOffsetMs)
  return `${d.getUTCFullYear()}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())}`
}

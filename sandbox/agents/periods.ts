/**
 * The settlement periods of the agents' contracts, in the brand's zone GMT+8: a day (daily salary, and dividends
 * computed daily `D`), an hour (hourly salary), five minutes (real-time salary, spec section 9: "real-time salary every
 * 5 minutes"), a week from Monday (`W`), half a month — the 1st to the 15th, the 16th to the end (`H`) — and a month
 * (`M`) (spec section 3: period types D, W, H, M).
 */
import { zoneOffsetMs } from "../../core/model/DateRange.ts"

/** A period: its bounds (epoch ms, end excluded) and its label. */
export interface Period {
  readonly start: number
  readonly end: number
  readonly label: string
}

const two = (n: number) => String(n).padStart(2, "0")
const hourMs = 60 * 60 * 1000
const dayMs = 24 * hourMs

const local = (at: number) => new Date(at + zoneOffsetMs)
const fromLocal = (y: number, m: number, d: number, h = 0, mi = 0) => Date.UTC(y, m, d, h, mi) - zoneOffsetMs
const day = (t: Date) => `${t.getUTCFullYear()}-${two(t.getUTCMonth() + 1)}-${two(t.getUTCDate())}`

/** The period of `kind` an instant falls in. */
export const periodOf = (kind: "5M" | "HOUR" | "D" | "W" | "H" | "M", at: number): Period => {
  const t = local(at)
  const y = t.getUTCFullYear()
  const m = t.getUTCMonth()
  const d = t.getUTCDate()
  switch (kind) {
    case "5M": {
      const mi = t.getUTCMinutes() - (t.getUTCMinutes() % 5)
      const start = fromLocal(y, m, d, t.getUTCHours(), mi)
      return { start, end: start + 5 * 60_000, label: `${day(t)} ${two(t.getUTCHours())}:${two(mi)}` }
    }
    case "HOUR": {
      const start = fromLocal(y, m, d, t.getUTCHours())
      return { start, end: start + hourMs, label: `${day(t)} ${two(t.getUTCHours())}:00` }
    }
    case "D": {
      const start = fromLocal(y, m, d)
      return { start, end: start + dayMs, label: day(t) }
    }
    case "W": {
      const back = (t.getUTCDay() + 6) % 7
      const start = fromLocal(y, m, d - back)
      return { start, end: start + 7 * dayMs, label: `${day(local(start))}~${day(local(start + 6 * dayMs))}` }
    }
    case "H": {
      const first = d <= 15
      const start = fromLocal(y, m, first ? 1 : 16)
      const end = first ? fromLocal(y, m, 16) : fromLocal(y, m + 1, 1)
      return { start, end, label: `${day(local(start))}~${day(local(end - dayMs))}` }
    }
    case "M": {
      const start = fromLocal(y, m, 1)
      const end = fromLocal(y, m + 1, 1)
      return { start, end, label: `${day(local(start))}~${day(local(end - dayMs))}` }
    }
  }
}

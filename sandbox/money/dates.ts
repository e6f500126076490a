/**
 * The date filters of the records and reports (spec section 9's presets are resolved by the client into dates):
 * `yyyy-MM-dd` days, or `yyyy-MM-dd HH:mm:ss` times for `ODSFE2_MemTransDet`, read in the brand's zone GMT+8 (spec
 * section 2's clock) whatever the server's zone, as epoch-millisecond bounds `[from, to)`. An ill-formed date, an
 * end before the start or a range longer than 400 days is a 400 naming the field.
 */
import { zoneOffsetMs } from "../../core/model/DateRange.ts"
import { badRequest } from "../http/ApiError.ts"

const dayMs = 24 * 60 * 60 * 1000

/** Longest range a filter may span. */
export const maxRangeDays = 400

/** Epoch bounds of a filter: `from` included, `to` excluded. */
export interface Bounds {
  readonly from: number
  readonly to: number
}

const pattern = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/

/** The instant a `yyyy-MM-dd[ HH:mm[:ss]]` text names in GMT+8, and how long the named span is. */
const instantOf = (field: string, text: string, timeAllowed: boolean): { at: number; span: number } => {
  const m = pattern.exec(text.trim())
  if (m === null || (!timeAllowed && m[4] !== undefined))
    throw badRequest(field, timeAllowed ? "expected yyyy-MM-dd HH:mm:ss" : "expected a date yyyy-MM-dd")
  const [y, mo, d, h, mi, s] = m.slice(1).map((x) => (x === undefined ? undefined : Number(x)))
  const utc = Date.UTC(y!, mo! - 1, d!, h ?? 0, mi ?? 0, s ?? 0)
  const check = new Date(utc)
  if (
    y! < 1970 ||
    y! > 2200 ||
    check.getUTCMonth() !== mo! - 1 ||
    check.getUTCDate() !== d ||
    (h ?? 0) > 23 ||
    (mi ?? 0) > 59 ||
    (s ?? 0) > 59
  )
    throw badRequest(field, `${text} is not a date`)
  const span = h === undefined ? dayMs : s === undefined ? 60_000 : 1000
  return { at: utc - zoneOffsetMs, span }
}

const bounded = (from: number, to: number, endField: string): Bounds => {
  if (to <= from) throw badRequest(endField, "must not be before the start")
  if (to - from > maxRangeDays * dayMs) throw badRequest(endField, `a range spans at most ${maxRangeDays} days`)
  return { from, to }
}

/** Whole days `startDate`..`endDate`, both included. */
export const dayBounds = (r: { readonly startDate: string; readonly endDate: string }): Bounds => {
  const start = instantOf("startDate", r.startDate, false)
  const end = instantOf("endDate", r.endDate, false)
  return bounded(start.at, end.at + end.span, "endDate")
}

/** `startTime`..`endTime`, the end's second (or day, for a bare date) included. */
export const timeBounds = (r: { readonly startTime: string; readonly endTime: string }): Bounds => {
  const start = instantOf("startTime", r.startTime, true)
  const end = instantOf("endTime", r.endTime, true)
  return bounded(start.at, end.at + end.span, "endTime")
}

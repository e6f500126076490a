/**
 * Date ranges of the record and report filters (spec section 9: "date presets next or previous 7 and 30 days"), in
 * the brand's zone GMT+8 (the header clock's zone, spec section 2) so a range never depends on the machine's zone.
 * Today comes from the events (`state.clock.now`), never from the machine's clock.
 */
import * as Schema from "effect/Schema"

/** The presets of the filters, and `custom` for a range the person picked. */
export const DatePreset = Schema.Literals(["today", "previous7", "previous30", "next7", "next30", "custom"])
export type DatePreset = typeof DatePreset.Type

/**
 * The presets a history offers (records, agent reports): the spec's "next 7 / 30 days" look forward, and a history
 * holds nothing after today, so there they would always be empty; they stay in `DatePreset` for a range that looks
 * ahead.
 */
export const historyPresets: ReadonlyArray<DatePreset> = ["today", "previous7", "previous30", "custom"]

/** A range of whole days, both ends included, as `yyyy-MM-dd`. */
export const DateRange = Schema.Struct({ startDate: Schema.String, endDate: Schema.String })
export type DateRange = typeof DateRange.Type

/** The brand's offset from UTC: GMT+8. */
export const zoneOffsetMs = 8 * 60 * 60 * 1000

const dayMs = 24 * 60 * 60 * 1000

/** `yyyy-MM-dd` of an epoch-millisecond instant in GMT+8. */
export const dayOf = (epochMs: number): string => new Date(epochMs + zoneOffsetMs).toISOString().slice(0, 10)

const shift = (epochMs: number, days: number) => dayOf(epochMs + days * dayMs)

/**
 * The range of a preset on the day of `now`: the previous N days end today, the next N days start today.
 * `custom` has no range of its own: the filter keeps the one picked.
 */
export const rangeOf = (preset: Exclude<DatePreset, "custom">, now: number): DateRange => {
  switch (preset) {
    case "today":
      return { startDate: dayOf(now), endDate: dayOf(now) }
    case "previous7":
      return { startDate: shift(now, -6), endDate: dayOf(now) }
    case "previous30":
      return { startDate: shift(now, -29), endDate: dayOf(now) }
    case "next7":
      return { startDate: dayOf(now), endDate: shift(now, 6) }
    case "next30":
      return { startDate: dayOf(now), endDate: shift(now, 29) }
  }
}

const dayPattern = /^\d{4}-\d{2}-\d{2}$/

/** True for a well-formed range whose start is not after its end. */
export const isValidRange = (r: DateRange): boolean =>
  dayPattern.test(r.startDate) && dayPattern.test(r.endDate) && r.startDate <= r.endDate

/** `yyyy-MM-dd HH:mm:ss` bounds of a range, for the calls that take times (`ODSFE2_MemTransDet` startTime/endTime). */
export const timesOf = (r: DateRange): { readonly startTime: string; readonly endTime: string } => ({
  startTime: `${r.startDate} 00:00:00`,
  endTime: `${r.endDate} 23:59:59`,
})

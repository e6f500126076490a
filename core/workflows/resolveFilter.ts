/**
 * Turns what a record or report filter asks for into the filter sent and kept (spec section 9: "date presets next or
 * previous 7 and 30 days"): a preset becomes its range on today's date in GMT+8, read from the `Clock` port here so
 * the event that records the filter carries plain dates and a replay needs no clock. A custom range is kept as picked;
 * an ill-formed one is refused.
 */
import * as Effect from "effect/Effect"
import type { DatePreset } from "../model/DateRange.ts"
import { isValidRange, rangeOf } from "../model/DateRange.ts"
import { defaultPageSize } from "../model/Page.ts"
import type { RecordFilter } from "../model/Records.ts"
import { Clock } from "../ports/Clock.ts"
import { refuseAction } from "./guard.ts"

/** What a filter form gives: a preset (or `custom` with its dates), the optional filters, the page. */
export interface FilterInput {
  readonly preset: DatePreset
  readonly startDate?: string
  readonly endDate?: string
  readonly type?: string
  readonly vendor?: string
  readonly status?: string
  readonly account?: string
  readonly page?: number
  readonly size?: number
}

/** `{ [key]: value }` when a filter field is set, else nothing: a filter or a request carries only what is chosen. */
export const chosen = <K extends string, V extends string>(key: K, value: V | undefined) =>
  (value === undefined || value === "" ? {} : { [key]: value }) as { readonly [P in K]?: V }

/** A filter's range and page as a listing request sends them. */
export const rangePage = (f: RecordFilter) => ({
  startDate: f.startDate,
  endDate: f.endDate,
  page: f.page,
  size: f.size,
})

/** The filter with its dates resolved; fails (with `MemberActionRefused`) on an ill-formed custom range. */
export const resolveFilter = (input: FilterInput) =>
  Effect.gen(function* () {
    const range =
      input.preset === "custom"
        ? { startDate: input.startDate ?? "", endDate: input.endDate ?? "" }
        : rangeOf(input.preset, yield* Clock.use((c) => c.now))
    if (!isValidRange(range)) return yield* refuseAction("records", "date_range_invalid")
    const filter: RecordFilter = {
      preset: input.preset,
      ...range,
      ...chosen("type", input.type),
      ...chosen("vendor", input.vendor),
      ...chosen("status", input.status),
      ...chosen("account", input.account),
      page: Math.max(1, Math.trunc(input.page ?? 1)),
      size: Math.max(1, Math.trunc(input.size ?? defaultPageSize)),
    }
    return filter
  })

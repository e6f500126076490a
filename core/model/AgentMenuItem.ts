/**
 * An agent menu item (spec section 3: "Agent menu item: name, page, data, type. Period types D daily, W weekly, H
 * semimonthly, M monthly"): a report entry of the agent centre with the settlement period it covers, e.g. a dividend
 * statement per period.
 */
import * as Schema from "effect/Schema"

/** Settlement periods (spec section 3). */
export const PeriodType = Schema.Literals(["D", "W", "H", "M"])
export type PeriodType = typeof PeriodType.Type

/** Message keys of the periods, for the UI's translations. */
export const periodLabels: { readonly [P in PeriodType]: string } = {
  D: "period_daily",
  W: "period_weekly",
  H: "period_semimonthly",
  M: "period_monthly",
}

/** One item. `data` is what the page opens with (an id or a period key), kept as sent. */
export const AgentMenuItem = Schema.Struct({
  name: Schema.String,
  page: Schema.String,
  data: Schema.optional(Schema.NullOr(Schema.Unknown)),
  type: Schema.optional(Schema.NullOr(PeriodType)),
})
export type AgentMenuItem = typeof AgentMenuItem.Type

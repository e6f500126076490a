/**
 * Time enters core only as data inside events (DESIGN.md, core/Events): a replay gives the same state on any
 * machine, in any time zone.
 */
import * as Schema from "effect/Schema"

/** A second went by (the header clock, countdowns). `now` is epoch milliseconds. */
export const ClockTicked = Schema.TaggedStruct("ClockTicked", { now: Schema.Number })
export type ClockTicked = typeof ClockTicked.Type

export const timeEvents = [ClockTicked] as const

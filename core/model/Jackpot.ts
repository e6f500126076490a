/**
 * The slot jackpot (`VIS_getJackpot`, one of the quiet relays of wire notes section 1: its failures never show a
 * dialog): the pool's amount in minor units, fed by a share of the slot stakes, and when it last grew.
 */
import * as Schema from "effect/Schema"
import { Money } from "./Money.ts"
import { Text } from "./Optional.ts"

/** `value` of the call. */
export const Jackpot = Schema.Struct({
  /** The pool, in minor units. */
  amount: Money,
  currency: Text,
  /** `yyyy-MM-dd HH:mm:ss`, portal time. */
  updatedAt: Text,
})
export type Jackpot = typeof Jackpot.Type

/** How often the home page asks for the pool again while it shows, in milliseconds. */
export const jackpotRefreshMs = 15_000

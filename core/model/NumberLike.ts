/**
 * A number the platform sends either as a JSON number or as a numeric string (account types, SMS expiry minutes):
 * held as a finite number, sent back as a number. A text that is not a number is refused, not guessed.
 */
import * as Schema from "effect/Schema"

/** A finite number from a JSON number or a numeric string. */
export const NumberLike = Schema.Union([Schema.Finite, Schema.FiniteFromString])
export type NumberLike = typeof NumberLike.Type

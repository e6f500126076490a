/**
 * The kinds of field the platform may leave out or send as null (wire notes section 5: a value it has none of comes
 * as `null` or not at all), declared once so that every entity of spec section 3 reads them the same way.
 */
import * as Schema from "effect/Schema"
import { Money } from "./Money.ts"
import { NumberLike } from "./NumberLike.ts"
import { WireTime } from "./WireTime.ts"

/** Text, or nothing. */
export const Text = Schema.optional(Schema.NullOr(Schema.String))

/** An amount in minor units, or nothing. */
export const Amount = Schema.optional(Schema.NullOr(Money))

/** A number sent as a number or as text, or nothing. */
export const Num = Schema.optional(Schema.NullOr(NumberLike))

/** A time as sent (text or epoch milliseconds), or nothing. */
export const Time = Schema.optional(Schema.NullOr(WireTime))

/** An array of `item`, or nothing (kept as sent; `listOf` in List.ts gives an empty array instead). */
export const Items = <S extends Schema.Top>(item: S) => Schema.optional(Schema.NullOr(Schema.Array(item)))

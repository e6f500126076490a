/**
 * A list field the platform may omit or send as `null` (wire notes: "the real platform omits or nulls many fields"):
 * held as an array, empty when absent, so reducers and screens never test for a missing list.
 */
import * as Option from "effect/Option"
import * as Schema from "effect/Schema"
import * as SchemaGetter from "effect/SchemaGetter"

/** An optional, nullable array of `item` on the wire; an array (empty when absent) once decoded. */
export const listOf = <S extends Schema.Top>(item: S) =>
  Schema.optional(Schema.NullOr(Schema.Array(item))).pipe(
    Schema.decodeTo(Schema.Array(Schema.toType(item)), {
      decode: SchemaGetter.transformOptional((o) => Option.some(Option.getOrNull(o) ?? [])),
      encode: SchemaGetter.transformOptional((o) => o),
    }),
  )

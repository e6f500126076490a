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

/**
 * A raw `/lgw/*` body of `item`s (wire notes section 4: not enveloped): an array, or a map keyed by each item's code
 * (builds differ).
 */
export const listOrKeyed = <S extends Schema.Top>(item: S) =>
  Schema.Union([Schema.Array(item), Schema.Record(Schema.String, item)])

/** The items of such a body as an array, in the order sent; a map's key stands in for an item's missing `code`. */
export const keyedItems = <A extends object>(
  body: ReadonlyArray<A> | Readonly<Record<string, A>>,
  code: keyof A & string,
): ReadonlyArray<A> =>
  Array.isArray(body)
    ? body
    : Object.entries(body as Readonly<Record<string, A>>).map(([key, item]) =>
        item[code] ? item : { ...item, [code]: key },
      )

/**
 * An identifier the platform sends as a JSON number in one build and a string in another (`nodeId`, `gameId`,
 * `roomId`, `accountTypeId`; wire notes section 5): held as a string so that ids from different calls compare equal
 * (the favourite ids of `MCSFE_getFavoriteGames` against the `nodeId`s of a game list).
 */
import * as Schema from "effect/Schema"
import * as SchemaGetter from "effect/SchemaGetter"

/** An id from a number or a string, held as its text; sent back as the text. */
export const Id = Schema.Union([Schema.String, Schema.Finite]).pipe(
  Schema.decodeTo(Schema.String, {
    decode: SchemaGetter.transform((v: string | number) => String(v)),
    encode: SchemaGetter.transform((s: string): string | number => s),
  }),
)
export type Id = typeof Id.Type

/** An id field a platform may omit or null. */
export const OptionalId = Schema.optional(Schema.NullOr(Id))

/**
 * The answer of a call whose `value` nobody reads (logout, password change, language update...): whatever the
 * platform sends, absent included, is held as `null`. Unlike `Schema.Unknown`, the answer event then survives a
 * JSON round trip (an absent `value` would drop the key and the stored event would no longer decode).
 */
import * as Schema from "effect/Schema"
import * as SchemaGetter from "effect/SchemaGetter"

/** Any answer, held as `null`; sent back as `null`. */
export const Acknowledged = Schema.Unknown.pipe(
  Schema.decodeTo(Schema.Null, {
    decode: SchemaGetter.transform((): null => null),
    encode: SchemaGetter.transform((n: null): unknown => n),
  }),
)
export type Acknowledged = typeof Acknowledged.Type

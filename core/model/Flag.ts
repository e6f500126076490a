/**
 * A yes/no as the platform spells it, which varies by build and by field: `1`/`0`, `"1"`/`"0"`, `true`/`false`,
 * `"true"`/`"false"`, `"Y"`/`"N"` (`isHot` is 1 when hot, spec section 2; `freeplay`, `appNewWindow`, wire notes
 * section 5). Held as a boolean; sent back as 1 or 0, the spelling the spec shows for `isHot`. Any other number or
 * text reads as off rather than refusing the whole answer: a flag never decides whether a catalogue shows.
 */
import * as Schema from "effect/Schema"
import * as SchemaGetter from "effect/SchemaGetter"

const spellings = Schema.Union([Schema.Boolean, Schema.Finite, Schema.String])
type Spelling = typeof spellings.Type

const onTexts: ReadonlySet<string> = new Set(["1", "true", "y", "yes"])

/** True for the platform's spellings of "on". */
export const isOnSpelling = (v: Spelling): boolean =>
  v === true || v === 1 || (typeof v === "string" && onTexts.has(v.trim().toLowerCase()))

/** A flag from any of the platform's spellings, held as a boolean. */
export const Flag = spellings.pipe(
  Schema.decodeTo(Schema.Boolean, {
    decode: SchemaGetter.transform(isOnSpelling),
    encode: SchemaGetter.transform((b: boolean): Spelling => (b ? 1 : 0)),
  }),
)
export type Flag = typeof Flag.Type

/** A flag field a platform may omit or null (absent reads as off). */
export const OptionalFlag = Schema.optional(Schema.NullOr(Flag))

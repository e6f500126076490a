/**
 * The member's unread platform messages (`CSP_unreadCount`; spec section 3 "Unread count", section 7 "unread
 * messages (value)"): a number, sometimes sent as a numeric string; `null` reads as none.
 */
import * as Schema from "effect/Schema"
import * as SchemaGetter from "effect/SchemaGetter"
import { NumberLike } from "./NumberLike.ts"

/** `value` of `CSP_unreadCount`. */
export const UnreadCount = Schema.NullOr(NumberLike).pipe(
  Schema.decodeTo(Schema.Finite, {
    decode: SchemaGetter.transform((n: number | null) => (n === null ? 0 : Math.max(0, Math.trunc(n)))),
    encode: SchemaGetter.transform((n: number): number | null => n),
  }),
)
export type UnreadCount = typeof UnreadCount.Type

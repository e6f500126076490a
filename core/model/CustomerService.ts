/**
 * Customer-service entries (spec section 3; wire notes section 5). `path` is DES-encrypted (base64 ciphertext
 * followed by the 8-character key) unless it starts with `http`; type 3 holds the chat link. The spec's `version`
 * and `pathList` are accepted when a platform sends them (wire notes: not seen in real traffic).
 */
import * as Schema from "effect/Schema"

export const CustomerServiceEntry = Schema.Struct({
  path: Schema.String,
  type: Schema.optional(Schema.Union([Schema.Number, Schema.String])),
  title: Schema.optional(Schema.NullOr(Schema.String)),
  csType: Schema.optional(Schema.NullOr(Schema.String)),
  csPosition: Schema.optional(Schema.NullOr(Schema.Union([Schema.String, Schema.Number]))),
  labelIds: Schema.optional(Schema.NullOr(Schema.Array(Schema.Union([Schema.String, Schema.Number])))),
})
export type CustomerServiceEntry = typeof CustomerServiceEntry.Type

/** The spec's shape of a customer-service response. */
export const CustomerServiceResponse = Schema.Struct({
  version: Schema.optional(Schema.Union([Schema.String, Schema.Number])),
  pathList: Schema.Array(CustomerServiceEntry),
})

/** True when the entry's path is a plain link rather than a ciphertext. */
export const isPlainLink = (entry: CustomerServiceEntry): boolean => entry.path.startsWith("http")

/** Type of the entry holding the encrypted chat link. */
export const chatLinkType = 3

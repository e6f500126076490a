/**
 * Customer-service entries (spec section 3; wire notes section 5). `path` is DES-encrypted (base64 ciphertext
 * followed by the 8-character key) unless it starts with `http`; type 3 holds the chat link. The spec's `version`
 * and `pathList` are accepted when a platform sends them (wire notes: not seen in real traffic).
 */
import * as Schema from "effect/Schema"
import { Text } from "./Optional.ts"

export const CustomerServiceEntry = Schema.Struct({
  path: Schema.String,
  type: Schema.optional(Schema.Union([Schema.Number, Schema.String])),
  title: Text,
  csType: Text,
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

/** `csType` of the VIP desk (wire notes section 5: COMM100VIP): served only to members holding one of its labels. */
export const vipDeskType = "COMM100VIP"

/**
 * The member's VIP service (spec section 3 `vipService`): the brand's VIP desk entry one of whose `labelIds` the
 * member holds (its club label or a member label); undefined for anyone else.
 */
export const vipServiceOf = (
  entries: ReadonlyArray<CustomerServiceEntry>,
  labelIds: ReadonlyArray<string>,
): CustomerServiceEntry | undefined =>
  labelIds.length === 0
    ? undefined
    : entries.find((e) => e.csType === vipDeskType && (e.labelIds ?? []).some((id) => labelIds.includes(String(id))))

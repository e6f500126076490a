/** A brand resource (spec section 3): app links, social links, domains, keyed by `resourceType`. */
import * as Schema from "effect/Schema"

export const Resource = Schema.Struct({
  resourceType: Schema.String,
  url: Schema.optional(Schema.NullOr(Schema.String)),
  qrCodeUrl: Schema.optional(Schema.NullOr(Schema.String)),
  labelNameEn: Schema.optional(Schema.NullOr(Schema.String)),
})
export type Resource = typeof Resource.Type

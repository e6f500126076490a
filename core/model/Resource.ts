/** A brand resource (spec section 3): app links, social links, domains, keyed by `resourceType`. */
import * as Schema from "effect/Schema"
import { Text } from "./Optional.ts"

export const Resource = Schema.Struct({
  resourceType: Schema.String,
  url: Text,
  qrCodeUrl: Text,
  labelNameEn: Text,
})
export type Resource = typeof Resource.Type

/**
 * The permission response of `GET /wps/system/status` (spec section 3; wire notes section 5): maintenance and
 * regional restriction, the visitor's location, and `info` with the white-label tree, registration rules, resources,
 * customer service, CDNs and analytics. System status 0 normal, 1 maintenance (wins), 2 regional restriction.
 */
import * as Schema from "effect/Schema"
import { CustomerServiceEntry } from "./CustomerService.ts"
import { Items, Text } from "./Optional.ts"
import { RegisterRules } from "./RegisterRule.ts"
import { Resource } from "./Resource.ts"
import { VerificationTool } from "./VerificationTool.ts"
import { Enabled, WhiteLabelTree } from "./WhiteLabel.ts"

const Strings = Items(Schema.String)

/** The visitor's location. */
export const Location = Schema.Struct({
  ip: Text,
  country: Text,
  countryCode: Text,
})
export type Location = typeof Location.Type

export const StatusInfo = Schema.Struct({
  whitelabel: Schema.optional(Schema.NullOr(WhiteLabelTree)),
  /** Some builds also send the flags already flattened (wire notes section 5). */
  whitelabelVal: Schema.optional(Schema.NullOr(Schema.Record(Schema.String, Enabled))),
  register: Schema.optional(Schema.NullOr(RegisterRules)),
  resources: Items(Resource),
  customerService: Items(CustomerServiceEntry),
  imageCDNs: Strings,
  launchGameCDNs: Strings,
  analytics: Schema.optional(Schema.NullOr(Schema.Struct({ gtagId: Text }))),
  mainDomain: Text,
  /**
   * The login guard of spec section 2 as the platform serves it, over the build's brand configuration: our choice,
   * so an operator switches it without a new build (absent: the build's value stands).
   */
  loginedToHomePage: Schema.optional(Schema.NullOr(Schema.Boolean)),
  /** The brand's verification tool before login and register (wire notes section 5; core/model/VerificationTool.ts). */
  gw: Schema.optional(Schema.NullOr(VerificationTool)),
})
export type StatusInfo = typeof StatusInfo.Type

/** `value` of the status call. */
export const Status = Schema.Struct({
  maintenance: Schema.optional(Schema.NullOr(Schema.Boolean)),
  regionRestriction: Schema.optional(Schema.NullOr(Schema.Boolean)),
  maintenanceEnd: Schema.optional(Schema.NullOr(Schema.Union([Schema.String, Schema.Number]))),
  location: Schema.optional(Schema.NullOr(Location)),
  info: Schema.optional(Schema.NullOr(StatusInfo)),
})
export type Status = typeof Status.Type

/** System status: 0 normal, 1 maintenance, 2 regional restriction (spec section 4). */
export type SystemStatus = 0 | 1 | 2

/** Maintenance wins over a regional restriction. */
export const systemStatusOf = (s: Status): SystemStatus => (s.maintenance ? 1 : s.regionRestriction ? 2 : 0)

/**
 * Domain routes (`GET /wps/system/domainRoute`; wire notes section 5): customer-service entries and the mirror
 * domains the speed-test page probes (`domainList[{domainName}]`, shown with speed 0 until measured, spec section 3).
 */
import * as Schema from "effect/Schema"
import { CustomerServiceEntry } from "./CustomerService.ts"
import { Items } from "./Optional.ts"

/** A mirror domain. */
export const Domain = Schema.Struct({ domainName: Schema.String })
export type Domain = typeof Domain.Type

export const DomainRoute = Schema.Struct({
  customerService: Items(CustomerServiceEntry),
  domainList: Items(Domain),
})
export type DomainRoute = typeof DomainRoute.Type

/**
 * Calls for brand settings and the system's state (spec section 7): status (the permission check), white-label menu,
 * registration rules, domain routes, help centre, and the dialing-code countries.
 */
import * as Schema from "effect/Schema"
import { Countries } from "../../model/Country.ts"
import { DomainRoute } from "../../model/DomainRoute.ts"
import { HelpCentre } from "../../model/HelpCentre.ts"
import { RegisterRules } from "../../model/RegisterRule.ts"
import { Status } from "../../model/Status.ts"
import { WhiteLabelTree } from "../../model/WhiteLabel.ts"
import { endpoint, NoParams } from "../Endpoint.ts"

export const settings = {
  status: endpoint({
    name: "status",
    method: "GET",
    path: "/wps/system/status",
    token: false,
    request: Schema.Struct({ url: Schema.optional(Schema.String) }),
    response: Status,
    answered: "PermissionLoaded",
  }),
  whitelabel: endpoint({
    name: "whitelabel",
    method: "GET",
    path: "/wps/system/whitelabel",
    token: false,
    request: NoParams,
    response: WhiteLabelTree,
    answered: "WhiteLabelLoaded",
  }),
  registerRules: endpoint({
    name: "registerRules",
    method: "GET",
    path: "/wps/system/setting/register",
    token: false,
    request: NoParams,
    response: RegisterRules,
    answered: "RegisterRulesLoaded",
  }),
  domainRoute: endpoint({
    name: "domainRoute",
    method: "GET",
    path: "/wps/system/domainRoute",
    token: false,
    request: NoParams,
    response: DomainRoute,
    answered: "DomainRoutesLoaded",
  }),
  helpCentre: endpoint({
    name: "helpCentre",
    method: "GET",
    path: "/wps/system/helpCenter",
    token: false,
    request: Schema.Struct({ lang: Schema.optionalKey(Schema.String), device: Schema.optionalKey(Schema.String) }),
    response: HelpCentre,
    answered: "HelpCentreLoaded",
  }),
  countries: endpoint({
    name: "countries",
    method: "GET",
    path: "/wps/system/country",
    token: false,
    request: NoParams,
    response: Countries,
    answered: "CountriesLoaded",
    note: "Not in spec section 7: from the wire notes' API table (6b) and section 5; feeds the dialing-code selector.",
  }),
}

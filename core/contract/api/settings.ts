/**
 * Calls for brand settings and the system's state (spec section 7): status (the permission check), white-label menu,
 * registration rules, domain routes, help centre.
 */
import * as Schema from "effect/Schema"
import { Status } from "../../model/Status.ts"
import { endpoint } from "../Endpoint.ts"

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
}

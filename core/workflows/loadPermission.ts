/**
 * Loads the permission response (`GET /wps/system/status`, spec section 4 "System status"): the system status is
 * fixed by the first answer; settings, white-label flags, registration rules, customer service and CDNs come with it.
 */
import * as Effect from "effect/Effect"
import { settings } from "../contract/api/settings.ts"
import { call } from "./call.ts"

/** Loads the status for the portal's host. */
export const loadPermission = (host: string) => call(settings.status, { url: host }).pipe(Effect.asVoid)

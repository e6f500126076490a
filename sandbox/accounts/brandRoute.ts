/**
 * `POST /sandbox/admin/brand` `{ "loginedToHomePage": true | false }` (development mode only, behind the development
 * token like every tool under /sandbox/): switches the brand's login guard (spec section 2) on a running sandbox; the
 * permission answer serves it at once. Answers the setting now in force.
 */
import { gatewayCodes } from "../../core/contract/ErrorCode.ts"
import { ApiError } from "../http/ApiError.ts"
import { readBody } from "../http/body.ts"
import { sendError, sendJson } from "../http/router.ts"
import type { RouteFactory } from "../routes.ts"
import { readBrand, setLoginGuard } from "./brandSettings.ts"

export const brandRoute: RouteFactory = (services) => async (req, res, url) => {
  if (url.pathname !== "/sandbox/admin/brand") return false
  if (!services.config.development || req.method !== "POST") {
    sendError(res, new ApiError(404, gatewayCodes.notFound, "Not found"))
    return true
  }
  let body: unknown
  try {
    body = JSON.parse((await readBody(req, 4096)).toString("utf8") || "{}")
  } catch {
    body = undefined
  }
  const on =
    typeof body === "object" && body !== null ? (body as { loginedToHomePage?: unknown }).loginedToHomePage : undefined
  if (typeof on !== "boolean") {
    sendError(res, new ApiError(400, gatewayCodes.badRequest, "loginedToHomePage: true or false"))
    return true
  }
  await setLoginGuard(services.db, on)
  sendJson(res, 200, { success: true, value: { loginedToHomePage: (await readBrand(services.db)).loginedToHomePage } })
  return true
}

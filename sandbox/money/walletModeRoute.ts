/**
 * `POST /sandbox/admin/wallet-mode` `{ "single": true | false }` (development mode only, beside the lead's
 * /sandbox/admin/switches): switches the brand between multi-wallet and single-wallet mode (walletMode.ts) on a
 * running sandbox, for trying the member centre either way. Answers the mode now in force.
 */
import { ApiError } from "../http/ApiError.ts"
import { readBody } from "../http/body.ts"
import { sendError, sendJson } from "../http/router.ts"
import type { RouteFactory } from "../routes.ts"
import { isSingleWallet, setSingleWallet } from "./walletMode.ts"

export const walletModeRoute: RouteFactory = (services) => async (req, res, url) => {
  if (url.pathname !== "/sandbox/admin/wallet-mode") return false
  if (!services.config.development || req.method !== "POST") {
    sendError(res, new ApiError(404, "not_found", "Not found"))
    return true
  }
  let body: unknown
  try {
    body = JSON.parse((await readBody(req, 4096)).toString("utf8") || "{}")
  } catch {
    body = undefined
  }
  const single = typeof body === "object" && body !== null ? (body as { single?: unknown }).single : undefined
  if (typeof single !== "boolean") {
    sendError(res, new ApiError(400, "request_param_err", "single: true or false"))
    return true
  }
  await setSingleWallet(services.db, single)
  sendJson(res, 200, { success: true, value: { single: await isSingleWallet(services.db) } })
  return true
}

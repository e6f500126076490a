/**
 * `POST /sandbox/admin/wallet-mode` `{ "single": true | false }` and/or `{ "autoTransfer": true | false }`
 * (development mode only, beside the lead's /sandbox/admin/switches): switches the brand between multi-wallet and
 * single-wallet mode, and its auto-transfer into a game's wallet on launch (walletMode.ts), on a running sandbox, for
 * trying the member centre and the launch either way. Answers the settings now in force.
 */
import { gatewayCodes } from "../../core/contract/ErrorCode.ts"
import { ApiError } from "../http/ApiError.ts"
import { readBody } from "../http/body.ts"
import { sendError, sendJson } from "../http/router.ts"
import type { RouteFactory } from "../routes.ts"
import { isAutoTransfer, isSingleWallet, setAutoTransfer, setSingleWallet } from "./walletMode.ts"

export const walletModeRoute: RouteFactory = (services) => async (req, res, url) => {
  if (url.pathname !== "/sandbox/admin/wallet-mode") return false
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
  const fields = typeof body === "object" && body !== null ? (body as { single?: unknown; autoTransfer?: unknown }) : {}
  const { single, autoTransfer } = fields
  const valid = (v: unknown) => v === undefined || typeof v === "boolean"
  if (!valid(single) || !valid(autoTransfer) || (single === undefined && autoTransfer === undefined)) {
    sendError(res, new ApiError(400, gatewayCodes.badRequest, "single or autoTransfer: true or false"))
    return true
  }
  if (typeof single === "boolean") await setSingleWallet(services.db, single)
  if (typeof autoTransfer === "boolean") await setAutoTransfer(services.db, autoTransfer)
  const value = { single: await isSingleWallet(services.db), autoTransfer: await isAutoTransfer(services.db) }
  sendJson(res, 200, { success: true, value })
  return true
}

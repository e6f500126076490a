/**
 * The sandbox's HTTP server: the platform API derived from the contract, the RSA key endpoint, the development
 * tools under /sandbox/, the demo game pages, and the built UI, all on one origin with the security headers.
 */

import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http"
import { gatewayCodes } from "../../core/contract/ErrorCode.ts"
import { openApiDocument } from "../../core/contract/openApi.ts"
import { firstHomeBanner } from "../content/handlers.ts"
import type { Services } from "../services.ts"
import { ApiError } from "./ApiError.ts"
import type { HandlerTable } from "./Context.ts"
import { clientAddress } from "./clientAddress.ts"
import { handleCors } from "./cors.ts"
import { devToolsPrefix, devToolsRefusal } from "./devAccess.ts"
import { handleApi, sendError, sendJson } from "./router.ts"
import { SecuredResponse } from "./securityHeaders.ts"
import { serveUi } from "./static.ts"

/** Extra routes outside the contract (development tools, game pages, images), tried before the UI. */
export type Route = (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<boolean> | boolean

/**
 * The parsed targets of recent requests, by their text: a client asks for the same few targets again and again (a
 * header's balance, the unread count), and parsing one costs about as much as answering it from a cache. The URLs
 * are shared, so no route may change one (none does). At most `maxTargets`, of at most `maxTargetLength` characters;
 * when full the table starts again empty, so odd targets cost what they cost before and nothing more.
 */
const targets = new Map<string, URL>()
const maxTargets = 1024
const maxTargetLength = 256

const parsedTarget = (target: string): URL => {
  let url = targets.get(target)
  if (url === undefined) {
    url = new URL(target, "http://sandbox")
    if (target.length <= maxTargetLength) {
      if (targets.size >= maxTargets) targets.clear()
      targets.set(target, url)
    }
  }
  return url
}

/** The contract's OpenAPI document, made on first request (the same for the life of the process). */
let openApi: string | undefined

export const makeServer = (services: Services, handlers: HandlerTable, routes: ReadonlyArray<Route> = []): Server =>
  createServer({ ServerResponse: SecuredResponse }, (req, res) => {
    const url = parsedTarget(req.url ?? "/")
    void (async () => {
      try {
        const probed = services.operations.begin(req, res, url.pathname)
        if (probed === true || (probed !== false && (await probed))) return
        if (handleCors(services.config.corsOrigins, req, res, url)) return
        if (url.pathname === "/openapi.json" && req.method === "GET") {
          openApi ??= JSON.stringify(openApiDocument())
          res.writeHead(200, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-cache" })
          res.end(openApi)
          return
        }
        if (url.pathname === "/wps/session/key/rsa" && req.method === "GET") {
          res.writeHead(200, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" })
          res.end(services.rsa.modulusHex)
          return
        }
        if (url.pathname.startsWith(devToolsPrefix)) {
          const refusal = devToolsRefusal(services.config, req, clientAddress(req, services.config.trustedProxies))
          if (refusal !== undefined) {
            sendError(res, refusal)
            return
          }
        }
        if (await handleApi(services, handlers, req, res, url)) return
        for (const route of routes) if (await route(req, res, url)) return
        if (
          url.pathname.startsWith("/wps/") ||
          url.pathname.startsWith("/lgw/") ||
          url.pathname.startsWith("/lotto/")
        ) {
          sendError(
            res,
            new ApiError(404, gatewayCodes.functionNotAvailable, `no such call: ${req.method} ${url.pathname}`),
          )
          return
        }
        if (await serveUi(services.config.uiDir, req, res, url, () => firstHomeBanner(services.db))) return
        sendJson(res, 404, { success: false, errorCode: gatewayCodes.notFound, message: "Not found" })
      } catch (e) {
        services.log(`request failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`)
        if (!res.headersSent)
          sendError(res, new ApiError(500, gatewayCodes.busy, "System busy, please try again later"))
        else res.destroy()
      }
    })()
  })

/**
 * Cross-origin calls from another shell (an integrator's page on its own origin): only the origins listed in
 * `ARENA_CORS_ORIGINS` get `Access-Control-Allow-Origin`, with credentials and the platform's headers; a preflight
 * from one of them is answered 204 here, before any route. Other origins get no CORS header, so the browser keeps
 * refusing them, as without this module. The development tools under /sandbox/ are never opened to other origins.
 */
import type { IncomingMessage, ServerResponse } from "node:http"
import { devToolsPrefix } from "./devAccess.ts"

/**
 * Request headers a shell sends to the platform (the wire notes' gateway headers, encryption, idempotency; the RSA
 * key is fetched with `Cache-Control: no-cache`).
 */
const allowedHeaders =
  "Content-Type, Accept, Cache-Control, X-Gateway-Version, Merchant, Device, Language, Authorization, Encryption, Idempotency-Key, X-Request-Id"

/** Sets the CORS headers for an allowed origin; true when the request was a preflight, now answered. */
export const handleCors = (
  origins: ReadonlySet<string>,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): boolean => {
  const origin = req.headers.origin
  if (origin === undefined || !origins.has(origin) || url.pathname.startsWith(devToolsPrefix)) return false
  res.setHeader("Access-Control-Allow-Origin", origin)
  res.setHeader("Access-Control-Allow-Credentials", "true")
  res.setHeader("Vary", "Origin")
  if (req.method !== "OPTIONS" || req.headers["access-control-request-method"] === undefined) return false
  res.writeHead(204, {
    "Access-Control-Allow-Methods": "GET, POST, PUT, DELETE",
    "Access-Control-Allow-Headers": allowedHeaders,
    "Access-Control-Max-Age": "600",
  })
  res.end()
  return true
}

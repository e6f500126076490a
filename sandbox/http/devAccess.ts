/**
 * Who may use the development tools under `/sandbox/` (outboxes, switches, reset, clock): in development mode only,
 * and only a request from this machine (the loopback, and no forwarded address from elsewhere) that carries
 * `X-Arena-Dev-Token` with the start's token and no `Origin` of another site. A page on another origin cannot send
 * the custom header without a CORS preflight, and the preflight is refused, so a browser tab cannot wipe the
 * database or read the SMS codes; another machine cannot either, whatever it sends. Guarded here, for the whole
 * prefix, so a tool added later is covered without a line of its own.
 */

import { timingSafeEqual } from "node:crypto"
import type { IncomingMessage } from "node:http"
import { gatewayCodes } from "../../core/contract/ErrorCode.ts"
import type { Config } from "../config.ts"
import { ApiError } from "./ApiError.ts"

/** The header that carries the development token. */
export const devTokenHeader = "x-arena-dev-token"

/** The path prefix of the development tools. */
export const devToolsPrefix = "/sandbox/"

const loopback = (address: string): boolean =>
  address === "::1" || address.startsWith("127.") || address.startsWith("::ffff:127.")

const sameToken = (sent: string, expected: string): boolean => {
  const a = Buffer.from(sent)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * Why a request may not use the development tools, as the refusal to send; undefined when it may. `client` is the
 * request's client address as the server reads it (through the trusted proxies).
 */
export const devToolsRefusal = (config: Config, req: IncomingMessage, client: string): ApiError | undefined => {
  // In production the tools do not exist.
  if (!config.development) return new ApiError(404, gatewayCodes.notFound, "Not found")
  const refused = (why: string) => new ApiError(403, gatewayCodes.devToolsRefused, `development tools: ${why}`)
  if (req.method === "OPTIONS") return refused("no cross-origin use")
  if (!loopback(req.socket.remoteAddress ?? "") || !loopback(client)) return refused("only from this machine")
  const origin = req.headers.origin
  const host = req.headers.host ?? ""
  if (origin !== undefined && origin !== `http://${host}` && origin !== `https://${host}`)
    return refused("no cross-origin use")
  const site = req.headers["sec-fetch-site"]
  if (site !== undefined && site !== "same-origin" && site !== "none") return refused("no cross-origin use")
  const token = req.headers[devTokenHeader]
  if (typeof token !== "string" || !sameToken(token, config.devToken))
    return refused(`the ${devTokenHeader} header with the token printed at start (or ARENA_DEV_TOKEN) is required`)
  return undefined
}

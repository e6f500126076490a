/**
 * Security headers on every response. A page (and every answer that is not the platform's JSON) gets a
 * Content-Security-Policy with `object-src 'none'`, `base-uri 'none'`, `frame-ancestors 'self'` and a `frame-src`
 * allow-list for games (the sandbox's own game pages are same-origin), plus the usual hardening headers. `connect-src`
 * also lists the brand's mirror domains (any port), which the home page's speed test probes (wire notes section 1:
 * `GET <scheme>://<domainName>/wps/system/test/ping`). A JSON answer of the platform is data, never a document: it
 * gets the policy for data (nothing loads from it, nothing frames it, it is not sniffed), stricter than the page's and
 * a quarter of a kilobyte shorter on every call (a balance read's head was 700 bytes for a 3 KB answer).
 */
import { type IncomingMessage, type OutgoingHttpHeader, type OutgoingHttpHeaders, ServerResponse } from "node:http"
import { mirrorDomains } from "../accounts/mirrorDomains.ts"

/** The mirror domains other than the page's own host, as CSP sources on any port. */
export const mirrorSources = mirrorDomains("http://localhost").map((d) => `http://${d.domainName}:*`)

export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  ["connect-src 'self'", ...mirrorSources].join(" "),
  "frame-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join("; ")

/** The headers every answer carries, as writeHead takes them: names and values in one flat list. */
const securityHeaders: ReadonlyArray<string> = [
  "Content-Security-Policy",
  contentSecurityPolicy,
  "X-Content-Type-Options",
  "nosniff",
  "Referrer-Policy",
  "same-origin",
  "X-Frame-Options",
  "SAMEORIGIN",
  "Cross-Origin-Opener-Policy",
  "same-origin-allow-popups",
]

/** The headers of a JSON answer of the platform: data, never a document. */
const dataHeaders: ReadonlyArray<string> = [
  "Content-Security-Policy",
  "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  "X-Content-Type-Options",
  "nosniff",
  "X-Frame-Options",
  "DENY",
]

type Headers = OutgoingHttpHeaders | ReadonlyArray<OutgoingHttpHeader>

/** The list a head is written from: the security headers, then the answer's (`SecuredResponse.writeHead`). */
const heads: Array<OutgoingHttpHeader> = [...securityHeaders]

/**
 * The sandbox's responses: every answer, whichever path writes it (an API call, the UI's files, a development tool,
 * an answer written with no head of its own), carries the security headers and its request's id (`requestId`, set by
 * operations.ts). They join the answer's own headers in its one writeHead. Set one by one beforehand (`setHeader`),
 * each header is validated and kept in a map of its own before the head is written, and Node then takes its slow
 * path for the answer's own headers too: some tenth of a balance read's CPU. An answer must not restate these
 * headers; one that set headers of its own beforehand (CORS) keeps them.
 */
export class SecuredResponse<Request extends IncomingMessage = IncomingMessage> extends ServerResponse<Request> {
  requestId: string | undefined
  /** When the request began (`performance.now()`) and its path without the query: its log line's (operations.ts). */
  startedAt = 0
  loggedPath = ""
  /** Set by the API's answer (sandbox/http/router.ts) before its head: the head of data, not of a page. */
  data = false

  override writeHead(statusCode: number, statusMessage?: string, headers?: Headers): this
  override writeHead(statusCode: number, headers?: Headers): this
  override writeHead(statusCode: number, reasonOrHeaders?: string | Headers, maybeHeaders?: Headers): this {
    const reason = typeof reasonOrHeaders === "string" ? reasonOrHeaders : undefined
    const own = typeof reasonOrHeaders === "string" ? maybeHeaders : reasonOrHeaders
    // One list for every head, refilled each time: Node reads it within writeHead and keeps none of it, and a list
    // made per answer (grown twice as the headers join) was most of the garbage an answer left besides Node's own.
    const all = heads
    const base = this.data ? dataHeaders : securityHeaders
    let n = base.length
    all.length = n
    for (let i = 0; i < n; i++) all[i] = base[i] as string
    if (this.requestId !== undefined) {
      all[n++] = "X-Request-Id"
      all[n++] = this.requestId
    }
    if (Array.isArray(own)) for (const entry of own) all[n++] = entry
    else if (own !== undefined)
      for (const name in own) {
        const value = (own as OutgoingHttpHeaders)[name]
        if (value !== undefined) {
          all[n++] = name
          all[n++] = value
        }
      }
    return reason === undefined ? super.writeHead(statusCode, all) : super.writeHead(statusCode, reason, all)
  }
}

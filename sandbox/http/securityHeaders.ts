/**
 * Security headers on every response: a Content-Security-Policy with `object-src 'none'`,
 * `base-uri 'none'`, `frame-ancestors 'self'` and a `frame-src` allow-list for games (the sandbox's own game pages
 * are same-origin), plus the usual hardening headers. `connect-src` also lists the brand's mirror domains (any port),
 * which the home page's speed test probes (wire notes section 1: `GET <scheme>://<domainName>/wps/system/test/ping`).
 */
import type { ServerResponse } from "node:http"
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

export const setSecurityHeaders = (res: ServerResponse): void => {
  res.setHeader("Content-Security-Policy", contentSecurityPolicy)
  res.setHeader("X-Content-Type-Options", "nosniff")
  res.setHeader("Referrer-Policy", "same-origin")
  res.setHeader("X-Frame-Options", "SAMEORIGIN")
  res.setHeader("Cross-Origin-Opener-Policy", "same-origin-allow-popups")
}

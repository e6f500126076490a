/**
 * Security headers on every response (issue 3): a Content-Security-Policy with `object-src 'none'`,
 * `base-uri 'none'`, `frame-ancestors 'self'` and a `frame-src` allow-list for games (the sandbox's own game pages
 * are same-origin), plus the usual hardening headers.
 */
import type { ServerResponse } from "node:http"

export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
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

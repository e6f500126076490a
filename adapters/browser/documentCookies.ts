/**
 * Cookies as the core `Cookies` port (core/ports/Cookies.ts) over `document.cookie`, with exactly the cookie keys of
 * spec section 3 (last username; with remember ticked the SMS-login mobile, country code and the flag, for 24 hours).
 * Every cookie is `Path=/` and `SameSite=Strict`, `Secure` when the page is on https, with `Max-Age` when it expires.
 * No password is ever a cookie: there is no key for one (core/model/StorageKeys.ts); see credentials.ts.
 */
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { Cookies, type CookiesShape } from "../../core/ports/Cookies.ts"

/** What is used of `document`: its `cookie` property (a stand-in in tests). */
export interface CookieJar {
  cookie: string
}

/** Where the cookies go. */
export interface CookieOptions {
  /** Add `Secure` (default: true when the page's protocol is https). */
  readonly secure?: boolean
}

const pageIsHttps = (): boolean => (globalThis as { location?: { protocol?: string } }).location?.protocol === "https:"

const decode = (text: string): string => {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

/** The value of a cookie in a `document.cookie` text. */
export const readCookie = (text: string, name: string): string | undefined => {
  for (const part of text.split(";")) {
    const eq = part.indexOf("=")
    if (eq < 0) continue
    if (part.slice(0, eq).trim() === name) return decode(part.slice(eq + 1).trim())
  }
  return undefined
}

/** The `Set-Cookie`-style text assigned to `document.cookie`. */
export const cookieText = (name: string, value: string, secure: boolean, maxAgeSeconds?: number): string =>
  [
    `${name}=${encodeURIComponent(value)}`,
    "Path=/",
    ...(maxAgeSeconds === undefined ? [] : [`Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`]),
    "SameSite=Strict",
    ...(secure ? ["Secure"] : []),
  ].join("; ")

/** The Cookies port over a cookie jar (the page's `document` by default). */
export const make = (jar: CookieJar, options: CookieOptions = {}): CookiesShape => {
  const secure = options.secure ?? pageIsHttps()
  return {
    get: (name) => Effect.sync(() => readCookie(jar.cookie, name)),
    set: (name, value, maxAgeSeconds) =>
      Effect.sync(() => {
        jar.cookie = cookieText(name, value, secure, maxAgeSeconds)
      }),
    remove: (name) =>
      Effect.sync(() => {
        jar.cookie = cookieText(name, "", secure, 0)
      }),
  }
}

/** The Cookies layer over the page's `document`. */
export const layer = (jar: CookieJar = globalThis.document, options?: CookieOptions) =>
  Layer.succeed(Cookies, make(jar, options))

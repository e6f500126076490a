/**
 * The storage keys of spec section 3 ("Storage"): exactly these, nothing else, in session storage, local storage and
 * cookies. The password is never stored, in any form (README, Decisions): the browser's password manager keeps it.
 */
import * as Schema from "effect/Schema"

export const sessionKeys = [
  "token",
  "account",
  "customerId",
  "memberLabel",
  "isAgent",
  "merchant",
  "merchantCode",
  "cpw",
  "nickname",
  "toUpline",
  "routers",
  "settings",
  "validate",
  "gameVendor",
  "favGames",
  "consolidated",
  "enableSalary",
  "enableContract",
  "merchantWallet",
  "notice",
] as const
export const SessionKey = Schema.Literals(sessionKeys)
export type SessionKey = (typeof sessionKeys)[number]

export const localKeys = ["lang", "hisLang"] as const
export const LocalKey = Schema.Literals(localKeys)
export type LocalKey = (typeof localKeys)[number]

/** Cookies: last username; with remember ticked, the SMS-login mobile, country code and the flag (24 hours). */
export const cookieKeys = ["username", "mobileNum", "countryDialingCode", "remember"] as const
export const CookieKey = Schema.Literals(cookieKeys)
export type CookieKey = (typeof cookieKeys)[number]

/** Keys kept across a logout (spec section 4: "restore merchant keys"). */
export const merchantKeys: ReadonlyArray<SessionKey> = ["merchant", "merchantCode"]

/** Remember-me lifetime: 24 hours (spec section 9). */
export const rememberSeconds = 24 * 60 * 60

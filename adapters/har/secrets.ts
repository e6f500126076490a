/**
 * What a fixture must never hold (spec section 3: the password is never stored): cookies, tokens, passwords,
 * SMS and captcha codes, ciphertexts. A field is a secret when the endpoint lists it in `secrets` (the contract) or
 * its name says so (`password`, `newPassword`, `token`, `accessToken`, `firebaseIdToken`, `verificationCode`...).
 * Flags about secrets (`passwordExpired`, `captcha: true`) are booleans and stay: they are not secrets, and the
 * replay needs them.
 */

import { makePseudonyms, type Pseudonyms, personalKind } from "./pseudonyms.ts"

/** What a removed secret is replaced by. */
export const removed = "[removed]"

/** What an encrypted body or `Encryption` header is replaced by. */
export const removedCiphertext = "[removed: ciphertext]"

/** Names that are secrets whatever the endpoint: by their ending, case-insensitive. */
const secretEnding =
  /(password|passwd|pwd|token|secret|captcha|verificationcode|verifycode|smscode|otp|cookie|authorization|sessionid|jsessionid|apikey|jwt|accesskey|secretkey|privatekey|cvv|cvc)$/i

/**
 * Query parameters that carry a ticket or a signature in URLs (a game's launch address `...?t=<64 hex>`, a signed
 * link's `sig`): removed from any URL, whatever the endpoint, beside every secret name (`token`, an OAuth `code`, a
 * `key`, a `pin`...), which a URL loses too.
 */
const urlSecretWords = new Set([
  "t",
  "sig",
  "sign",
  "signature",
  "ticket",
  "auth",
  "session",
  "sid",
  "hash",
  "nonce",
  "access",
  "credential",
  "credentials",
  "state",
])

const letters = (name: string) => name.replace(/[^A-Za-z]/g, "").toLowerCase()

/**
 * Words that make a name a secret's wherever they stand in it (`pinCode`, `withdrawPin`, `securityCode`, `otpCode`,
 * `api_key`): the sanitiser fails closed, so a field is removed whatever its length unless it is known to be public.
 */
const secretSegments = new Set([
  "pin",
  "code",
  "otp",
  "cvv",
  "cvc",
  "cvn",
  "secret",
  "password",
  "passwd",
  "pwd",
  "token",
  "key",
])

/** Codes and keys that identify public things (a brand, a country, a game, a refusal), never a credential. */
const publicNames = new Set(
  [
    "errorCode",
    "refusalCode",
    "statusCode",
    "merchantCode",
    "countryCode",
    "countryDialingCode",
    "currencyCode",
    "languageCode",
    "langCode",
    "gameCode",
    "gameGroupCode",
    "lottoGameCode",
    "platformCode",
    "vendorCode",
    "affiliateCode",
    "referralCode",
  ].map(letters),
)

/**
 * Last words that make a name a fact about a secret (`passwordExpired`, `pwdEnabled`), not the secret, or the address
 * of a public picture (`qrCodeUrl`: a URL is cleaned of its secret parameters by `redactUrl`).
 */
const aboutWords = new Set([
  "enabled",
  "expired",
  "required",
  "exists",
  "length",
  "min",
  "max",
  "type",
  "rule",
  "count",
  "url",
  "image",
  "icon",
])

/** The words of a name: camelCase, snake_case, kebab-case and digits split. */
const segments = (name: string): ReadonlyArray<string> =>
  name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w !== "")

/** True when one of a name's words is a secret's and the name is neither a public code nor a fact about a secret. */
const saysSecret = (name: string): boolean => {
  const words = segments(name)
  const last = words[words.length - 1]
  return (
    words.some((w) => secretSegments.has(w)) &&
    !publicNames.has(letters(name)) &&
    (last === undefined || !aboutWords.has(last)) &&
    words[0] !== "is" &&
    words[0] !== "has"
  )
}

/** True when a field, parameter or header of this name holds a secret. */
export const isSecretName = (name: string, endpointSecrets: ReadonlyArray<string> = []): boolean =>
  endpointSecrets.includes(name) || secretEnding.test(letters(name)) || saysSecret(name)

/** Shannon entropy of a text, in bits per character. */
const entropy = (text: string): number => {
  const counts = new Map<string, number>()
  for (const c of text) counts.set(c, (counts.get(c) ?? 0) + 1)
  let bits = 0
  for (const n of counts.values()) bits -= (n / text.length) * Math.log2(n / text.length)
  return bits
}

/** Runs of token characters long enough to be a key, a ticket or a signature. */
const tokenRuns = /[A-Za-z0-9+_-]{16,}/g

/**
 * True when a token looks random (a ticket, a key, a signature): at least 16 characters, two letters and two digits
 * or more, and hex or close to the entropy of random text. Words, dates, amounts and `SNAKE_CASE3` codes are not.
 */
export const looksRandom = (token: string): boolean => {
  if (token.length < 16) return false
  const digits = token.replace(/[^0-9]/g, "").length
  const alpha = token.replace(/[^A-Za-z]/g, "").length
  if (digits < 2 || alpha < 2) return false
  // Hex of 24 characters or more is a hash, a key or a ticket whatever its entropy (sixteen symbols cap it at 4).
  return (token.length >= 24 && /^[0-9a-f]+$/i.test(token)) || entropy(token) >= 3.3
}

/** The random-looking tokens inside a text. */
export const randomTokens = (text: string): ReadonlyArray<string> => (text.match(tokenRuns) ?? []).filter(looksRandom)

/**
 * True when a value under a secret name must go: anything but a flag, nothing, or an object. An object under such a
 * name is a structure about the secret, not the secret (the registration rule of `password` or `captcha`: pattern,
 * lengths, switches); its fields are judged one by one, by their own names.
 */
export const isSecretValue = (value: unknown): boolean =>
  value !== null &&
  value !== undefined &&
  typeof value !== "boolean" &&
  (typeof value !== "object" || Array.isArray(value)) &&
  value !== removed &&
  value !== removedCiphertext

/** The text forms a secret may take in a file: as is, JSON-escaped and URL-encoded. */
export const secretForms = (secret: string): ReadonlyArray<string> => {
  const forms = new Set([secret, JSON.stringify(secret).slice(1, -1), encodeURIComponent(secret)])
  try {
    forms.add(new URLSearchParams({ s: secret }).toString().slice(2))
  } catch {
    // an unpaired surrogate: the other forms suffice
  }
  return [...forms]
}

/**
 * A JSON value with every secret-named field replaced by `removed` (recursively), every personal field by its
 * pseudonym (pseudonyms.ts), and every string that contains a known secret or is an URL with secret-named parameters
 * cleaned. Each secret found is added to `found`.
 */
export const redactJson = (
  value: unknown,
  endpointSecrets: ReadonlyArray<string>,
  known: ReadonlySet<string>,
  found: Set<string>,
  pseudonyms: Pseudonyms = makePseudonyms(),
): unknown => {
  if (typeof value === "string") return redactText(value, known)
  if (Array.isArray(value)) return value.map((v) => redactJson(v, endpointSecrets, known, found, pseudonyms))
  if (typeof value !== "object" || value === null) return value
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(value)) {
    if (isSecretName(k, endpointSecrets) && isSecretValue(v)) {
      collect(v, found)
      out[k] = removed
    } else if (personalKind(k) !== undefined && (typeof v === "string" || typeof v === "number")) {
      out[k] = pseudonyms.of(personalKind(k) ?? "realName", String(v))
    } else out[k] = redactJson(v, endpointSecrets, known, found, pseudonyms)
  }
  return out
}

/** Every string inside a secret value, added to `found` (numbers as their text). */
export const collect = (value: unknown, found: Set<string>): void => {
  if (typeof value === "string" || typeof value === "number") {
    if (String(value) !== "") found.add(String(value))
  } else if (Array.isArray(value)) for (const v of value) collect(v, found)
  else if (typeof value === "object" && value !== null) for (const v of Object.values(value)) collect(v, found)
}

/** Shortest secret searched for as a substring: shorter ones would match innocent text (they go by name). */
export const minSecretLength = 6

/** A text with every known secret (of `minSecretLength` or more) and every secret URL parameter removed. */
export const redactText = (text: string, known: ReadonlySet<string>): string => {
  let out = text
  for (const secret of known) {
    if (secret.length < minSecretLength) continue
    for (const form of secretForms(secret)) if (out.includes(form)) out = out.split(form).join(removed)
  }
  return out.replace(/https?:\/\/[^\s"'<>\\]+/g, redactUrl)
}

/** True when a URL's query (or fragment) parameter must go: a secret's name, or a value that looks random. */
export const isSecretParameter = (name: string, value: string): boolean =>
  value !== "" &&
  value !== removed &&
  (isSecretName(name) || urlSecretWords.has(letters(name)) || randomTokens(value).length > 0)

/**
 * An URL with its tickets removed: every query or fragment parameter named as a secret or holding a random-looking
 * value, and random-looking path segments (a ticket in the path).
 */
export const redactUrl = (url: string): string => {
  try {
    const u = new URL(url)
    let changed = false
    for (const [k, v] of [...u.searchParams]) {
      if (isSecretParameter(k, v)) {
        u.searchParams.set(k, removed)
        changed = true
      }
    }
    const segments = u.pathname.split("/")
    const cleaned = segments.map((s) => (randomTokens(decodeURIComponent(s)).length > 0 ? removed : s))
    if (cleaned.some((s, i) => s !== segments[i])) {
      u.pathname = cleaned.join("/")
      changed = true
    }
    if (u.hash.length > 1) {
      const fragment = new URLSearchParams(u.hash.slice(1))
      let hashChanged = false
      for (const [k, v] of [...fragment]) {
        if (isSecretParameter(k, v)) {
          fragment.set(k, removed)
          hashChanged = true
        }
      }
      if (hashChanged) {
        u.hash = fragment.toString()
        changed = true
      }
    }
    return changed ? u.toString() : url
  } catch {
    return url
  }
}

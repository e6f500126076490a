/**
 * What a fixture must never hold (spec section 3: the password is never stored): cookies, tokens, passwords,
 * SMS and captcha codes, ciphertexts. A field is a secret when the endpoint lists it in `secrets` (the contract) or
 * its name says so (`password`, `newPassword`, `token`, `accessToken`, `firebaseIdToken`, `verificationCode`...).
 * Flags about secrets (`passwordExpired`, `captcha: true`) are booleans and stay: they are not secrets, and the
 * replay needs them.
 */

/** What a removed secret is replaced by. */
export const removed = "[removed]"

/** What an encrypted body or `Encryption` header is replaced by. */
export const removedCiphertext = "[removed: ciphertext]"

/** Names that are secrets whatever the endpoint: by their ending, case-insensitive. */
const secretEnding =
  /(password|passwd|pwd|token|secret|captcha|verificationcode|verifycode|smscode|otp|cookie|authorization|sessionid|jsessionid|apikey)$/i

/** True when a field, parameter or header of this name holds a secret. */
export const isSecretName = (name: string, endpointSecrets: ReadonlyArray<string> = []): boolean =>
  endpointSecrets.includes(name) || secretEnding.test(name.replace(/[^A-Za-z]/g, ""))

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
 * A JSON value with every secret-named field replaced by `removed` (recursively), and every string that contains a
 * known secret or is an URL with secret-named parameters cleaned. Each secret found is added to `found`.
 */
export const redactJson = (
  value: unknown,
  endpointSecrets: ReadonlyArray<string>,
  known: ReadonlySet<string>,
  found: Set<string>,
): unknown => {
  if (typeof value === "string") return redactText(value, known)
  if (Array.isArray(value)) return value.map((v) => redactJson(v, endpointSecrets, known, found))
  if (typeof value !== "object" || value === null) return value
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(value)) {
    if (isSecretName(k, endpointSecrets) && isSecretValue(v)) {
      collect(v, found)
      out[k] = removed
    } else out[k] = redactJson(v, endpointSecrets, known, found)
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
  return /^https?:\/\/\S*\?/.test(out) ? redactUrl(out) : out
}

/** An URL with the values of its secret-named query parameters removed. */
export const redactUrl = (url: string): string => {
  try {
    const u = new URL(url)
    let changed = false
    for (const [k, v] of [...u.searchParams]) {
      if (isSecretName(k) && v !== "" && v !== removed) {
        u.searchParams.set(k, removed)
        changed = true
      }
    }
    return changed ? u.toString() : url
  } catch {
    return url
  }
}

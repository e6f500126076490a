/**
 * The last check of a fixture before it is written: does any secret survive? Looks at every entry for
 * cookies, `Authorization`, an `Encryption` header or encrypted body that is not the marker, secret-named fields
 * (request and answer, query and body) that still hold a value, and any secret seen anywhere in the original file.
 * Returns the first entry that fails and what was found, so the import can refuse it by name.
 */
import { findEndpoint } from "../../core/contract/Api.ts"
import { parseJsonOrText } from "./bodyText.ts"
import type { Har, HarEntry } from "./Har.ts"
import {
  isSecretName,
  isSecretValue,
  minSecretLength,
  randomTokens,
  removedCiphertext,
  secretForms,
} from "./secrets.ts"

/** Where a secret survived: the entry's position in the fixture and what it is. */
export interface Survivor {
  readonly position: number
  readonly what: string
}

/** The first surviving secret of a fixture, or undefined when it is clean. */
export const findSurvivingSecret = (har: Har, known: ReadonlySet<string>): Survivor | undefined => {
  const forms = [...known].filter((s) => s.length >= minSecretLength).flatMap(secretForms)
  for (const [position, entry] of har.log.entries.entries()) {
    const what = inEntry(entry, forms)
    if (what !== undefined) return { position, what }
  }
  return undefined
}

const inEntry = (entry: HarEntry, forms: ReadonlyArray<string>): string | undefined => {
  const { request, response } = entry
  if (request.cookies.length > 0 || response.cookies.length > 0) return "cookies"
  for (const h of [...request.headers, ...response.headers]) {
    const name = h.name.toLowerCase()
    if (name === "authorization" || name === "cookie" || name === "set-cookie") return `header ${h.name}`
    if (name === "encryption" && h.value !== removedCiphertext) return "the Encryption header"
  }
  let path = "/"
  try {
    path = new URL(request.url).pathname
  } catch {
    return "an unreadable URL"
  }
  const secrets = findEndpoint(request.method, path)?.secrets ?? []
  for (const q of request.queryString) {
    if (isSecretName(q.name, secrets) && q.value !== "" && isSecretValue(q.value)) return `query parameter ${q.name}`
  }
  const body = request.postData?.text
  if (body !== undefined && body !== "") {
    const json = parseJsonOrText(body)
    const fields = typeof json === "string" ? Object.fromEntries(new URLSearchParams(json)) : json
    const found = secretField(fields, secrets, "request")
    if (found !== undefined) return found
  }
  const answer = response.content.text
  if (answer !== undefined && answer !== "") {
    const found = secretField(parseJsonOrText(answer), [], "answer")
    if (found !== undefined) return found
  }
  const text = JSON.stringify(entry)
  if (forms.some((f) => text.includes(f))) return "a secret value seen elsewhere in the original file"
  return unexplainedRandom(entry)
}

/** Base64 images (PNG, JPEG, GIF, WebP) and data URIs: random-looking, and no secret (a captcha's picture). */
const image = /^(data:image\/|iVBORw0KGgo|\/9j\/|R0lGOD|UklGR)/

/**
 * Answer fields the platform makes public to every visitor though they look random: the customer service links
 * (`customerService[].path`, sealed by the platform), the same in every session.
 */
const publicField = /(^|\.)customerService\[\d+\]\.path$/

/** Every string of a JSON value with its path. */
const leaves = (value: unknown, path: string, out: Array<[string, string]>): Array<[string, string]> => {
  if (typeof value === "string") out.push([path, value])
  else if (Array.isArray(value)) for (const [i, v] of value.entries()) leaves(v, `${path}[${i}]`, out)
  else if (typeof value === "object" && value !== null) {
    for (const [k, v] of Object.entries(value)) leaves(v, path === "" ? k : `${path}.${k}`, out)
  }
  return out
}

/**
 * The first random-looking value the import cannot explain: a ticket, key or signature no rule removed fails the
 * import rather than reaching a fixture. Explained: idempotency keys (the `Idempotency-Key` header), images, the
 * public fields above. Everything else of the entry is looked at: the URL, the kept headers, the query, both bodies.
 */
const unexplainedRandom = (entry: HarEntry): string | undefined => {
  const { request, response } = entry
  const idempotency = new Set(
    request.headers.filter((h) => h.name.toLowerCase() === "idempotency-key").map((h) => h.value),
  )
  const strings: Array<[string, string]> = [
    ["the URL", request.url],
    ...request.headers
      .filter((h) => !idempotency.has(h.value))
      .map((h): [string, string] => [`header ${h.name}`, h.value]),
    ...response.headers.map((h): [string, string] => [`header ${h.name}`, h.value]),
    ...request.queryString.map((q): [string, string] => [`query parameter ${q.name}`, q.value]),
    ["the status text", response.statusText],
  ]
  const body = request.postData?.text
  if (body !== undefined) leaves(parseJsonOrText(body), "request", strings)
  const answer = response.content.text
  if (answer !== undefined) leaves(parseJsonOrText(answer), "answer", strings)
  for (const [where, value] of strings) {
    if (image.test(value) || publicField.test(where) || idempotency.has(value)) continue
    const token = randomTokens(value).find((t) => !idempotency.has(t))
    if (token !== undefined) return `a random-looking value it cannot explain in ${where} (${token.slice(0, 6)}…)`
  }
  return undefined
}

/** The path of the first secret-named field holding a value, if any. */
const secretField = (value: unknown, secrets: ReadonlyArray<string>, path: string): string | undefined => {
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) {
      const found = secretField(v, secrets, `${path}[${i}]`)
      if (found !== undefined) return found
    }
    return undefined
  }
  if (typeof value !== "object" || value === null) return undefined
  for (const [k, v] of Object.entries(value)) {
    if (isSecretName(k, secrets) && isSecretValue(v)) return `field ${path}.${k}`
    const found = secretField(v, secrets, `${path}.${k}`)
    if (found !== undefined) return found
  }
  return undefined
}

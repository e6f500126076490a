/**
 * A DevTools HAR made into a fixture (`npm run fixture:import`). Pure: the script reads and writes the
 * files and passes node:zlib as `inflate`.
 *
 * 1. Only calls of the contract stay (method and path matched with `findEndpoint`); the rest is listed as dropped.
 * 2. Cookies, `Authorization` and every header outside a short list go; the `Encryption` header and encrypted
 *    `{ value }` bodies become a marker (they cannot be opened without the platform's private key anyway).
 * 3. Secret fields (the endpoint's `secrets`, and password-, token- and code-like names) in query strings, bodies and
 *    answers become `[removed]`; any other occurrence of a secret seen anywhere in the file is removed too (a token
 *    inside a later URL, an SMS code echoed back).
 * 4. Bodies are decoded (base64, gzip/br/deflate) to plain text; timings are zero; `startedDateTime` stays.
 * 5. URLs anywhere lose their tickets: parameters named as secrets (`t`, `sig`, `code`, `token`...) or holding a
 *    random-looking value.
 * 5b. Personal data (emails, phones, id numbers, real names, bank accounts, addresses, birthdays) becomes pseudonyms
 *    (pseudonyms.ts), the same value the same pseudonym across the file, in fields by name and then wherever the
 *    value stands in text (a sentence, a URL).
 * 6. A final scan refuses the fixture if any secret survived, or any random-looking value it cannot explain (an
 *    idempotency key, an image, the platform's public links), naming the entry: it fails closed.
 */
import { findEndpoint } from "../../core/contract/Api.ts"
import type { Endpoint } from "../../core/contract/Endpoint.ts"
import { bodyText, type Inflate, parseJsonOrText } from "./bodyText.ts"
import { type EntryIn, type Har, type HarEntry, type HarNameValue, readHar, sanitisedBy, zeroTimings } from "./Har.ts"
import { makePseudonyms, type Pseudonyms, personalKind, pseudonymiseText } from "./pseudonyms.ts"
import { findSurvivingSecret } from "./secretScan.ts"
import {
  isSecretName,
  isSecretParameter,
  redactJson,
  redactText,
  redactUrl,
  removed,
  removedCiphertext,
} from "./secrets.ts"

/** How to import. */
export interface ImportOptions {
  /** Undoes gzip/br/deflate (node:zlib in the script); without it compressed bodies stay unreadable. */
  readonly inflate?: Inflate
}

/** An entry left out of the fixture, and why. */
export interface Dropped {
  readonly index: number
  readonly call: string
  readonly reason: string
}

/** The fixture, or why none was written. */
export type ImportResult =
  | { readonly ok: true; readonly har: Har; readonly kept: number; readonly dropped: ReadonlyArray<Dropped> }
  | { readonly ok: false; readonly message: string }

/** Request headers a fixture keeps (lower case); `encryption` is kept as a marker. */
const keptRequestHeaders = new Set([
  "x-gateway-version",
  "merchant",
  "device",
  "language",
  "content-type",
  "accept",
  "idempotency-key",
  "encryption",
])

/** Response headers a fixture keeps: only the type; encodings and lengths no longer fit the decoded body. */
const keptResponseHeaders = new Set(["content-type"])

interface Matched {
  readonly index: number
  readonly entry: EntryIn
  readonly endpoint: Endpoint
  readonly url: URL
}

/** The fixture of a DevTools HAR. Never throws. */
export const importHar = (input: unknown, options: ImportOptions = {}): ImportResult => {
  const read = readHar(input)
  if (!read.ok) return { ok: false, message: read.message }
  const dropped: Array<Dropped> = []
  const matched: Array<Matched> = []
  for (const r of read.entries) {
    if (r.error !== undefined) {
      dropped.push({ index: r.index, call: "?", reason: r.error })
      continue
    }
    const call = `${r.entry.request.method} ${r.entry.request.url}`
    const url = parseUrl(r.entry.request.url)
    const endpoint = url === undefined ? undefined : findEndpoint(r.entry.request.method, url.pathname)
    if (url === undefined || endpoint === undefined) {
      dropped.push({ index: r.index, call, reason: url === undefined ? "not an URL" : "not a call of the contract" })
      continue
    }
    matched.push({ index: r.index, entry: r.entry, endpoint, url })
  }

  // First pass: every secret in the file, so that a token seen in one entry is removed from all of them.
  // The personal values are met in the same pass, so their pseudonyms are numbered in the file's order.
  const known = new Set<string>()
  const pseudonyms = makePseudonyms()
  for (const m of matched) collectSecrets(m, options.inflate, known, pseudonyms)

  // An entry keeps its number in the source when dropping others moved it, so the replay of the fixture prints the
  // numbers the recording shows in DevTools.
  const entries = matched.map((m, i) => {
    const entry = withPseudonyms(sanitise(m, options.inflate, known, pseudonyms), pseudonyms)
    return m.index === i + 1 ? entry : { _exchange: m.index, ...entry }
  })
  const har: Har = {
    log: { version: "1.2", creator: { name: sanitisedBy.importer, version: "1" }, entries },
  }
  const survivor = findSurvivingSecret(har, known)
  if (survivor !== undefined) {
    const m = matched[survivor.position]
    return {
      ok: false,
      message: `entry ${m?.index ?? "?"} (${m?.entry.request.method} ${m?.url.pathname}): a secret survived: ${survivor.what}`,
    }
  }
  return { ok: true, har, kept: entries.length, dropped }
}

const parseUrl = (text: string): URL | undefined => {
  try {
    return new URL(text)
  } catch {
    return undefined
  }
}

/** Adds the secrets of one entry to `known`: header values, cookies, secret fields, ciphertexts. */
const collectSecrets = (m: Matched, inflate: Inflate | undefined, known: Set<string>, pseudonyms: Pseudonyms): void => {
  const { request, response } = m.entry
  for (const h of [...(request.headers ?? []), ...(response.headers ?? [])]) {
    const name = h.name.toLowerCase()
    if (name === "authorization" || name === "encryption") known.add(h.value)
    if (name === "cookie" || name === "set-cookie") {
      for (const part of h.value.split(/[;\n]/)) {
        const eq = part.indexOf("=")
        const value = eq < 0 ? "" : part.slice(eq + 1).trim()
        if (eq > 0 && !/^(path|domain|expires|max-age|samesite)$/i.test(part.slice(0, eq).trim())) known.add(value)
      }
    }
  }
  for (const [k, v] of m.url.searchParams) {
    if (isSecretName(k, m.endpoint.secrets) && v !== "") known.add(v)
    else pseudonymOf(k, v, pseudonyms)
  }
  const requestJson = requestBody(m)
  if (m.endpoint.encrypted && isEnvelope(requestJson)) known.add(requestJson.value)
  else redactJson(requestJson, m.endpoint.secrets, new Set(), known, pseudonyms)
  const text = bodyText(response.content, response.headers, inflate)
  if (text !== undefined) redactJson(parseJsonOrText(text), [], new Set(), known, pseudonyms)
  // The markers are not secrets: a fixture imported again (a sanitised HAR) must not be refused for holding them.
  for (const s of [...known]) if (s.length === 0 || s === removed || s === removedCiphertext) known.delete(s)
}

/** A query parameter's value: its pseudonym when its name says personal data, else undefined. */
const pseudonymOf = (name: string, value: string, pseudonyms: Pseudonyms): string | undefined => {
  const kind = personalKind(name)
  return kind === undefined ? undefined : pseudonyms.of(kind, value)
}

/**
 * An entry with every personal value met in the file replaced wherever it still stands (a sentence of an answer, a
 * URL's parameter under another name); the answer's size follows its text.
 */
const withPseudonyms = (entry: HarEntry, pseudonyms: Pseudonyms): HarEntry => {
  const out = JSON.parse(pseudonymiseText(JSON.stringify(entry), pseudonyms)) as HarEntry
  return {
    ...out,
    response: { ...out.response, content: { ...out.response.content, size: out.response.content.text?.length ?? 0 } },
  }
}

/** The request body as JSON, form fields as an object, or the raw text. */
const requestBody = (m: Matched): unknown => {
  const post = m.entry.request.postData
  if (post === undefined) return undefined
  const mime = post.mimeType ?? ""
  if (mime.includes("x-www-form-urlencoded") || (post.text === undefined && post.params !== undefined)) {
    const fields: Record<string, string> = {}
    for (const p of post.params ?? []) fields[p.name] = p.value ?? ""
    for (const [k, v] of new URLSearchParams(post.text ?? "")) fields[k] = v
    return fields
  }
  return parseJsonOrText(post.text ?? "")
}

const isEnvelope = (u: unknown): u is { value: string } =>
  typeof u === "object" && u !== null && typeof (u as { value?: unknown }).value === "string"

const keep = (
  headers: ReadonlyArray<HarNameValue> | undefined,
  names: ReadonlySet<string>,
  known: ReadonlySet<string>,
) =>
  (headers ?? [])
    .filter((h) => names.has(h.name.toLowerCase()))
    .map((h) => ({
      name: h.name,
      value: h.name.toLowerCase() === "encryption" ? removedCiphertext : redactText(h.value, known),
    }))

/** One entry, cleaned. */
const sanitise = (
  m: Matched,
  inflate: Inflate | undefined,
  known: ReadonlySet<string>,
  pseudonyms: Pseudonyms,
): HarEntry => {
  const { request, response } = m.entry
  const query: Array<HarNameValue> = [...m.url.searchParams].map(([name, value]) => ({
    name,
    value:
      (isSecretName(name, m.endpoint.secrets) || isSecretParameter(name, value)) && value !== ""
        ? removed
        : (pseudonymOf(name, value, pseudonyms) ?? redactText(value, known)),
  }))
  const search = query.map((q) => `${encodeURIComponent(q.name)}=${encodeURIComponent(q.value)}`).join("&")
  const url = redactUrl(
    `${m.url.origin}${m.url.pathname}${m.url.search !== "" || m.endpoint.method === "GET" ? `?${search}` : ""}`,
  )
  const postData = sanitisedPost(m, known, pseudonyms)
  const text = bodyText(response.content, response.headers, inflate)
  const answer =
    text === undefined
      ? "[removed: unreadable body]"
      : (() => {
          const json = parseJsonOrText(text)
          return typeof json === "string"
            ? redactText(json, known)
            : JSON.stringify(redactJson(json, [], known, new Set(), pseudonyms))
        })()
  const mimeType = redactText(response.content?.mimeType ?? "application/json", known)
  return {
    startedDateTime: m.entry.startedDateTime ?? new Date(0).toISOString(),
    time: 0,
    request: {
      method: request.method.toUpperCase(),
      url,
      httpVersion: "HTTP/1.1",
      cookies: [],
      headers: keep(request.headers, keptRequestHeaders, known),
      queryString: query,
      ...(postData === undefined ? {} : { postData }),
      headersSize: -1,
      bodySize: -1,
    },
    response: {
      status: response.status,
      statusText: redactText(response.statusText ?? "", known),
      httpVersion: "HTTP/1.1",
      cookies: [],
      headers: keep(response.headers, keptResponseHeaders, known),
      content: { size: answer.length, mimeType, text: answer },
      redirectURL: "",
      headersSize: -1,
      bodySize: -1,
    },
    cache: {},
    timings: zeroTimings,
  }
}

const sanitisedPost = (m: Matched, known: ReadonlySet<string>, pseudonyms: Pseudonyms) => {
  const post = m.entry.request.postData
  if (post === undefined) return undefined
  const mimeType = post.mimeType ?? "application/json"
  const body = requestBody(m)
  if (m.endpoint.encrypted && isEnvelope(body)) {
    return { mimeType, text: JSON.stringify({ ...body, value: removedCiphertext }) }
  }
  if (typeof body === "string") return { mimeType, text: body === "" ? "" : "[removed: unreadable body]" }
  const clean = redactJson(body, m.endpoint.secrets, known, new Set(), pseudonyms)
  if (mimeType.includes("x-www-form-urlencoded")) {
    const fields = Object.entries(clean as Record<string, string>).map(([k, v]) => [k, String(v)])
    return { mimeType, text: new URLSearchParams(fields).toString() }
  }
  return { mimeType, text: JSON.stringify(clean) }
}

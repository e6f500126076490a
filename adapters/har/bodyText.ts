/**
 * The text of a HAR body. DevTools stores most bodies as text and binary ones as base64 (`encoding: "base64"`);
 * other recorders keep the compressed bytes with their `Content-Encoding`. The text is recovered from any of these:
 * base64 decoded, then gzip/br/deflate undone by an injected `inflate` (node:zlib in the scripts; the pure modules
 * take no Node built-ins). A body DevTools already decoded, with the header still saying gzip, is kept as it is.
 */
import { fromBase64 } from "../crypto/base64.ts"
import { type HarNameValue, headerValue } from "./Har.ts"

/** Undoes one content coding; undefined when the bytes are not in that coding. */
export type Inflate = (bytes: Uint8Array, coding: "gzip" | "br" | "deflate") => Uint8Array | undefined

const codings = new Set(["gzip", "br", "deflate"])
const utf8 = new TextEncoder()
const strict = new TextDecoder("utf-8", { fatal: true })
const lenient = new TextDecoder("utf-8")

/** True when the bytes already read as text a platform answer would hold (JSON, or an empty body). */
const readsAsText = (bytes: Uint8Array): boolean => {
  try {
    const text = strict.decode(bytes).trim()
    return text === "" || /^[[{"]/.test(text) || !Number.isNaN(Number(text)) || text === "true" || text === "false"
  } catch {
    return false
  }
}

const isGzip = (bytes: Uint8Array) => bytes[0] === 0x1f && bytes[1] === 0x8b

/** The decoded text of a body, or undefined when it cannot be read as text. */
export const bodyText = (
  content: { readonly text?: string | undefined; readonly encoding?: string | undefined } | undefined,
  headers: ReadonlyArray<HarNameValue> | undefined,
  inflate?: Inflate,
): string | undefined => {
  const text = content?.text ?? ""
  const base64 = content?.encoding?.toLowerCase() === "base64"
  const declared = (headerValue(headers, "content-encoding") ?? "")
    .split(",")
    .map((c) => c.trim().toLowerCase())
    .filter((c) => codings.has(c)) as Array<"gzip" | "br" | "deflate">
  if (!base64 && declared.length === 0) return text
  let bytes = base64 ? fromBase64(text) : utf8.encode(text)
  if (bytes === undefined) return undefined
  const steps = declared.length > 0 ? [...declared].reverse() : isGzip(bytes) ? (["gzip"] as const) : []
  for (const coding of steps) {
    if (readsAsText(bytes) || inflate === undefined) break
    const out = safely(() => inflate(bytes as Uint8Array, coding))
    if (out === undefined) break
    bytes = out
  }
  try {
    return strict.decode(bytes)
  } catch {
    return base64 ? undefined : lenient.decode(bytes)
  }
}

const safely = <A>(f: () => A): A | undefined => {
  try {
    return f()
  } catch {
    return undefined
  }
}

/** The JSON of a text, or the text itself when it is not JSON. */
export const parseJsonOrText = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

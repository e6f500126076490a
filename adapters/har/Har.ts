/**
 * HAR 1.2 (the HTTP Archive format DevTools exports), as far as Arena reads and writes it: the shapes a fixture holds
 * (written by the import and the recorder) and a lenient reader of any HAR, which checks each entry on its own and
 * names the first bad field of a malformed one, so one broken entry never hides the others.
 */
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import { issuePath } from "../../core/contract/decode.ts"

/** A header, query parameter or cookie. */
export interface HarNameValue {
  readonly name: string
  readonly value: string
}

export interface HarPostData {
  readonly mimeType: string
  readonly text: string
}

export interface HarRequest {
  readonly method: string
  readonly url: string
  readonly httpVersion: string
  readonly cookies: ReadonlyArray<HarNameValue>
  readonly headers: ReadonlyArray<HarNameValue>
  readonly queryString: ReadonlyArray<HarNameValue>
  readonly postData?: HarPostData
  readonly headersSize: number
  readonly bodySize: number
}

export interface HarContent {
  readonly size: number
  readonly mimeType: string
  readonly text?: string
  readonly encoding?: string
}

export interface HarResponse {
  readonly status: number
  readonly statusText: string
  readonly httpVersion: string
  readonly cookies: ReadonlyArray<HarNameValue>
  readonly headers: ReadonlyArray<HarNameValue>
  readonly content: HarContent
  readonly redirectURL: string
  readonly headersSize: number
  readonly bodySize: number
}

export interface HarTimings {
  readonly blocked: number
  readonly dns: number
  readonly connect: number
  readonly send: number
  readonly wait: number
  readonly receive: number
  readonly ssl: number
}

export interface HarEntry {
  readonly startedDateTime: string
  readonly time: number
  readonly request: HarRequest
  readonly response: HarResponse
  readonly cache: Record<string, never>
  readonly timings: HarTimings
  /** Why a recorded call got no answer (the recorder's note for a dropped link; DevTools writes the same). */
  readonly _error?: string
  /** The entry's number in the recording it was imported from, so a fixture's exchanges keep the source's numbers. */
  readonly _exchange?: number
}

export interface Har {
  readonly log: {
    readonly version: "1.2"
    readonly creator: { readonly name: string; readonly version: string }
    readonly entries: ReadonlyArray<HarEntry>
  }
}

const NameValue = Schema.Struct({ name: Schema.String, value: Schema.String })

/** What Arena needs of an entry of any HAR: everything else is ignored. */
export const EntryIn = Schema.Struct({
  startedDateTime: Schema.optional(Schema.String),
  time: Schema.optional(Schema.Number),
  request: Schema.Struct({
    method: Schema.String,
    url: Schema.String,
    headers: Schema.optional(Schema.Array(NameValue)),
    postData: Schema.optional(
      Schema.Struct({
        mimeType: Schema.optional(Schema.String),
        text: Schema.optional(Schema.String),
        params: Schema.optional(
          Schema.Array(Schema.Struct({ name: Schema.String, value: Schema.optional(Schema.String) })),
        ),
      }),
    ),
  }),
  response: Schema.Struct({
    status: Schema.Number,
    statusText: Schema.optional(Schema.String),
    headers: Schema.optional(Schema.Array(NameValue)),
    content: Schema.optional(
      Schema.Struct({
        size: Schema.optional(Schema.Number),
        mimeType: Schema.optional(Schema.String),
        text: Schema.optional(Schema.String),
        encoding: Schema.optional(Schema.String),
      }),
    ),
  }),
})
export type EntryIn = typeof EntryIn.Type

/** One entry as read: the entry, or why it is malformed. `index` counts from 1, as the replay prints it. */
export type EntryRead =
  | { readonly index: number; readonly entry: EntryIn; readonly error?: undefined }
  | { readonly index: number; readonly error: string; readonly entry?: undefined }

/** A HAR as read, or why it is not one. */
export type HarRead =
  | { readonly ok: true; readonly entries: ReadonlyArray<EntryRead> }
  | { readonly ok: false; readonly message: string }

const decodeEntry = Schema.decodeUnknownResult(EntryIn)

/** Reads any value as a HAR, entry by entry; never throws. */
export const readHar = (input: unknown): HarRead => {
  const log = typeof input === "object" && input !== null ? (input as { log?: unknown }).log : undefined
  const entries = typeof log === "object" && log !== null ? (log as { entries?: unknown }).entries : undefined
  if (!Array.isArray(entries)) return { ok: false, message: "not a HAR: expected { log: { entries: [...] } }" }
  return {
    ok: true,
    entries: entries.map((raw: unknown, i): EntryRead => {
      const r = decodeEntry(raw)
      const own = typeof raw === "object" && raw !== null ? (raw as { _exchange?: unknown })._exchange : undefined
      const index = typeof own === "number" && Number.isInteger(own) && own > 0 ? own : i + 1
      if (Result.isSuccess(r)) return { index, entry: r.success }
      const path = issuePath(r.failure.issue)
      return {
        index,
        error: `malformed entry: ${path === "" ? "not an object" : path}: ${firstLine(r.failure.message)}`,
      }
    }),
  }
}

const firstLine = (text: string): string => text.split("\n")[0] ?? text

/** The value of a header (case-insensitive), if present. */
export const headerValue = (headers: ReadonlyArray<HarNameValue> | undefined, name: string): string | undefined => {
  const lower = name.toLowerCase()
  return headers?.find((h) => h.name.toLowerCase() === lower)?.value
}

/** Timings of a fixture: all zero (timings carry nothing a replay needs, and vary run to run). */
export const zeroTimings: HarTimings = { blocked: 0, dns: 0, connect: 0, send: 0, wait: 0, receive: 0, ssl: 0 }

/** A HAR's text as parsed, or salvaged up to its last complete entry when the file was cut short. */
export type HarText =
  | {
      readonly ok: true
      readonly input: unknown
      readonly truncated?: { readonly entries: number; readonly at: number }
    }
  | { readonly ok: false; readonly message: string }

/** Where the JSON object starting at `from` ends (the index after its `}`), or -1 when the text ends first. */
const objectEnd = (text: string, from: number): number => {
  let depth = 0
  let inString = false
  for (let i = from; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 92) i++
      else if (c === 34) inString = false
    } else if (c === 34) inString = true
    else if (c === 123 || c === 91) depth++
    else if (c === 125 || c === 93) {
      depth--
      if (depth === 0) return i + 1
    }
  }
  return -1
}

/**
 * Parses a HAR file's text. A file cut short (a recording interrupted, a copy stopped midway) is not thrown away:
 * the complete entries before the cut are kept, and `truncated` says how many and at which character it stopped.
 */
export const parseHarText = (text: string): HarText => {
  try {
    return { ok: true, input: JSON.parse(text) }
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e)
    const start = /"entries"\s*:\s*\[/.exec(text)
    if (start === null) return { ok: false, message: `not JSON: ${why}` }
    const entries: Array<unknown> = []
    let i = start.index + start[0].length
    for (;;) {
      while (i < text.length && /[\s,]/.test(text[i] ?? "")) i++
      if (text[i] !== "{") break
      const end = objectEnd(text, i)
      if (end < 0) break
      try {
        entries.push(JSON.parse(text.slice(i, end)))
      } catch {
        break
      }
      i = end
    }
    if (entries.length === 0) return { ok: false, message: `not JSON, and no complete entry before the cut: ${why}` }
    return { ok: true, input: { log: { entries } }, truncated: { entries: entries.length, at: i } }
  }
}

/** The creator names of the HARs Arena writes sanitised: the fixture importer's and the recorder's. */
export const sanitisedBy = { importer: "arena fixture-import", recorder: "arena recorder" } as const

/**
 * True when a HAR was written by one of Arena's sanitising tools (its `log.creator.name`); a DevTools export, or any
 * other, may hold cookies, tokens and personal data, and the replay says so before it prints anything of it.
 */
export const wasSanitised = (input: unknown): boolean => {
  const name = (input as { log?: { creator?: { name?: unknown } } } | null)?.log?.creator?.name
  return Object.values(sanitisedBy).some((n) => n === name)
}

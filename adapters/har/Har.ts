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
      if (Result.isSuccess(r)) return { index: i + 1, entry: r.success }
      const path = issuePath(r.failure.issue)
      return {
        index: i + 1,
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

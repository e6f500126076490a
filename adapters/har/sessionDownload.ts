/**
 * "Download this session" (development builds of the portal): the recorder (record.ts) around the page's fetch, and
 * on demand its HAR sanitised by the fixture import (importHar.ts: the same fail-closed sanitiser as
 * `npm run fixture:import`) before anything leaves the page, so the file a developer attaches to a bug report holds
 * no token, password, ciphertext or game ticket. When the sanitiser refuses (a secret it cannot remove), nothing is
 * downloaded and the reason is shown instead.
 */
import { type FetchLike, globalFetch } from "../http/Fetch.ts"
import { importHar } from "./importHar.ts"
import { makeRecorder, type Recorder } from "./record.ts"

/** The sanitised session as a file, or why there is none. */
export type SessionExport =
  | { readonly ok: true; readonly name: string; readonly text: string; readonly kept: number }
  | { readonly ok: false; readonly message: string }

export interface SessionRecording {
  /** The fetch to give the runtime: it records every platform call. */
  readonly fetch: FetchLike
  /** The raw recording (secrets included): never saved as it is. */
  readonly recorder: Recorder
  /** The session so far, sanitised, as a HAR file's name and text. */
  readonly export: () => SessionExport
}

const two = (n: number) => String(n).padStart(2, "0")

/** `arena-session-YYYYMMDD-HHMMSS.har`, in UTC. */
export const sessionFileName = (at: Date): string =>
  `arena-session-${at.getUTCFullYear()}${two(at.getUTCMonth() + 1)}${two(at.getUTCDate())}-${two(at.getUTCHours())}${two(at.getUTCMinutes())}${two(at.getUTCSeconds())}.har`

/**
 * Starts recording: `base` makes the page's relative calls absolute (HAR addresses are, and the sanitiser keeps only
 * calls of the contract it can read), the page's origin in a browser.
 */
export const startSessionRecording = (
  options: { readonly fetch?: FetchLike; readonly base?: string; readonly now?: () => number } = {},
): SessionRecording => {
  const now = options.now ?? (() => Date.now())
  const recorder = makeRecorder(options.fetch ?? globalFetch, now, options.base)
  return {
    fetch: recorder.fetch,
    recorder,
    export: () => {
      const result = importHar(recorder.har())
      if (!result.ok) return { ok: false, message: `not downloaded: ${result.message}` }
      return {
        ok: true,
        name: sessionFileName(new Date(now())),
        text: `${JSON.stringify(result.har, null, 2)}\n`,
        kept: result.kept,
      }
    },
  }
}

/** Has the browser save `text` as the file `name` (a link to a blob, clicked). */
export const saveFile = (name: string, text: string, page: Document = document): void => {
  const url = URL.createObjectURL(new Blob([text], { type: "application/json" }))
  const link = page.createElement("a")
  link.href = url
  link.download = name
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

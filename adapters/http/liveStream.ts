/**
 * The live stream's client (core/contract/api/live.ts): a `fetch` that reads the server-sent events as they come,
 * not `EventSource`, so the session token travels in the `Authorization` header with the platform's other headers and
 * never in a URL a log keeps. Each event's data goes to `onData` in order (the core's `receiveLive`); its `id` is kept
 * and sent back as `Last-Event-ID` when the stream is opened again, so what happened in between is sent.
 *
 * The stream is opened again after it ends or breaks (after `retryMs`), and when nothing, not even a heartbeat,
 * came for `silenceMs` (a proxy that dropped the connection without closing it). A refusal is decoded through the
 * contract like any answer and handed to `onFailure` (401: the session ended; the stream stops). A platform without
 * the stream (404, 405, 501, or an answer that is not an event stream: the real platform) makes `follow` resolve
 * `"absent"` at once: the portal then keeps polling, and says nothing about it.
 */
import * as Effect from "effect/Effect"
import * as Result from "effect/Result"
import { Api } from "../../core/contract/Api.ts"
import { decodeAnswer } from "../../core/contract/decode.ts"
import { readEvents } from "../../core/contract/eventStream.ts"
import type { PlatformError } from "../../core/events/Failures.ts"
import type { LocalKey, SessionKey } from "../../core/model/StorageKeys.ts"
import type { KeyValueShape } from "../../core/ports/KeyValue.ts"
import { type FetchLike, globalFetch, joinUrl } from "./Fetch.ts"
import { languageCode, platformHeaders } from "./headers.ts"

export interface LiveStreamConfig {
  readonly baseUrl?: string
  readonly merchantCode: string
  readonly defaultLanguage?: string
  readonly session: KeyValueShape<SessionKey>
  readonly local: KeyValueShape<LocalKey>
  readonly fetch?: FetchLike
  /** Each event's data, in order: the next waits until the previous one's promise settles. */
  readonly onData: (data: string) => Promise<void>
  /** A refusal of the stream, as the typed error any call's refusal is. */
  readonly onFailure: (error: PlatformError) => Promise<void>
  /** A connection's stream began (true) or ended (false): while one is open, what it pushes need not be polled. */
  readonly onOpen?: (open: boolean) => void
  /** The pause before opening again; 2 s by default. */
  readonly retryMs?: number
  /** Silence after which the stream counts as lost; 60 s by default (the sandbox sends a comment every 25 s). */
  readonly silenceMs?: number
}

/** Why following ended. */
export type Ended = "absent" | "refused" | "stopped"

export interface Following {
  /** Ends the stream; `done` resolves "stopped". */
  readonly stop: () => void
  readonly done: Promise<Ended>
}

/** Statuses that say the platform has no such call. */
const absentStatuses = new Set([404, 405, 501])

/** Follows the stream until it is refused, found absent, or stopped. */
export const follow = (config: LiveStreamConfig): Following => {
  const fetchFn = config.fetch ?? globalFetch
  const retryMs = config.retryMs ?? 2000
  const silenceMs = config.silenceMs ?? 60_000
  let stopped = false
  let current: AbortController | undefined
  let lastId: string | undefined

  const headers = async (): Promise<Record<string, string> | undefined> => {
    const token = await Effect.runPromise(config.session.get("token"))
    if (token === undefined || token === "") return undefined
    const merchant = await Effect.runPromise(config.session.get("merchantCode"))
    const hisLang = await Effect.runPromise(config.local.get("hisLang"))
    return {
      Accept: "text/event-stream",
      ...platformHeaders({
        token,
        merchant: merchant === undefined || merchant === "" ? config.merchantCode : merchant,
        language: languageCode(hisLang, config.defaultLanguage),
      }),
      ...(lastId === undefined ? {} : { "Last-Event-ID": lastId }),
    }
  }

  /** One connection: resolves how it ended ("again": open another). */
  const once = async (): Promise<Ended | "again"> => {
    const h = await headers()
    if (h === undefined) return "stopped"
    const abort = new AbortController()
    current = abort
    let silence: ReturnType<typeof setTimeout> | undefined
    const quietFor = () => {
      clearTimeout(silence)
      silence = setTimeout(() => abort.abort(), silenceMs)
    }
    try {
      quietFor()
      const res = await fetchFn(joinUrl(config.baseUrl ?? "", Api.live.path), {
        method: "GET",
        headers: h,
        credentials: "include",
        signal: abort.signal,
      })
      const type = res.headers.get("content-type") ?? ""
      if (res.status === 200 && type.startsWith("text/event-stream") && res.body !== null) {
        const reader = res.body.pipeThrough(new TextDecoderStream()).getReader()
        let rest = ""
        config.onOpen?.(true)
        try {
          for (;;) {
            const { value, done } = await reader.read()
            if (done || stopped) break
            quietFor()
            const read = readEvents(rest, value)
            rest = read.rest
            for (const e of read.events) {
              await config.onData(e.data)
              if (e.id !== undefined) lastId = e.id
            }
          }
        } finally {
          config.onOpen?.(false)
        }
        return "again"
      }
      if (absentStatuses.has(res.status) || res.status === 200) return "absent"
      const text = await res.text()
      let body: unknown = text
      try {
        body = JSON.parse(text)
      } catch {
        // not JSON: decoded as a refusal without the envelope
      }
      const r = decodeAnswer(Api.live, res.status, body)
      if (Result.isFailure(r)) {
        await config.onFailure(r.failure)
        // A refusal other than the session's end (a busy or draining instance) is tried again.
        return r.failure._tag === "SessionEnded" ? "refused" : "again"
      }
      return "again"
    } catch {
      return "again"
    } finally {
      clearTimeout(silence)
      current = undefined
    }
  }

  const done = (async (): Promise<Ended> => {
    for (;;) {
      if (stopped) return "stopped"
      const ended = await once()
      if (stopped) return "stopped"
      if (ended !== "again") return ended
      await new Promise((resolve) => setTimeout(resolve, retryMs))
    }
  })()

  return {
    stop: () => {
      stopped = true
      current?.abort()
    },
    done,
  }
}

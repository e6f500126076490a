/**
 * Recording a session (DESIGN.md, adapters/har): a `fetch` wrapper that keeps every exchange (request, response,
 * time) and writes HAR 1.2, so a session in the browser or in Node can be replayed later. Give its `fetch` to the
 * runtime (adapters/browser/runtime.ts). A recording holds what went over the wire, tokens included: run it through
 * the fixture import (importHar.ts) before it is shared or committed.
 */
import { type FetchLike, globalFetch } from "../http/Fetch.ts"
import { type Har, type HarEntry, type HarNameValue, sanitisedBy, zeroTimings } from "./Har.ts"

/** A recording in progress. */
export interface Recorder {
  /** The fetch to use: it passes every call on and records it. */
  readonly fetch: FetchLike
  /** The exchanges so far, as HAR 1.2. */
  readonly har: () => Har
  /** Forgets what was recorded. */
  readonly clear: () => void
}

const headerList = (headers: HeadersInit | undefined): Array<HarNameValue> =>
  [...new Headers(headers ?? {}).entries()].map(([name, value]) => ({ name, value }))

/**
 * Starts recording the calls made through `fetch` (the global one by default); `now` gives epoch ms. With `origin` (a
 * page's), a relative address is made absolute before the call and recorded so, as HAR addresses are.
 */
export const makeRecorder = (
  fetch: FetchLike = globalFetch,
  now: () => number = () => Date.now(),
  origin?: string,
): Recorder => {
  const entries: Array<HarEntry> = []
  // Bumped by `clear`: a stream still open then no longer writes into the new recording.
  let generation = 0
  const record: FetchLike = async (called, init) => {
    const url = origin === undefined ? called : new URL(called, origin).href
    const started = now()
    const headers = headerList(init?.headers)
    const body = typeof init?.body === "string" ? init.body : undefined
    const u = new URL(url, "http://localhost")
    const request = {
      method: (init?.method ?? "GET").toUpperCase(),
      url,
      httpVersion: "HTTP/1.1",
      cookies: [],
      headers,
      queryString: [...u.searchParams].map(([name, value]) => ({ name, value })),
      ...(body === undefined
        ? {}
        : { postData: { mimeType: headers.find((h) => h.name === "content-type")?.value ?? "", text: body } }),
      headersSize: -1,
      bodySize: body?.length ?? 0,
    }
    const base = { startedDateTime: new Date(started).toISOString(), cache: {}, request }
    try {
      const res = await fetch(url, init)
      const entryOf = (text: string): HarEntry => {
        const time = now() - started
        return {
          ...base,
          time,
          response: {
            status: res.status,
            statusText: res.statusText,
            httpVersion: "HTTP/1.1",
            cookies: [],
            headers: headerList(res.headers),
            content: { size: text.length, mimeType: res.headers.get("content-type") ?? "", text },
            redirectURL: "",
            headersSize: -1,
            bodySize: text.length,
          },
          timings: { ...zeroTimings, blocked: -1, dns: -1, connect: -1, ssl: -1, wait: time },
        }
      }
      const copy = res.clone()
      if ((res.headers.get("content-type") ?? "").startsWith("text/event-stream") && copy.body !== null) {
        // The live stream stays open as long as the session: the page gets it at once, and its entry (in the place
        // of its start) grows with each event, so a session taken while it is open holds what came so far.
        const at = entries.push(entryOf("")) - 1
        const mine = generation
        const reader = copy.body.pipeThrough(new TextDecoderStream()).getReader()
        void (async () => {
          let text = ""
          try {
            for (;;) {
              const { value, done } = await reader.read()
              if (done || generation !== mine) break
              text += value
              entries[at] = entryOf(text)
            }
          } catch {
            // the stream broke: what came is recorded
          }
        })()
        return res
      }
      entries.push(entryOf(await copy.text()))
      return res
    } catch (e) {
      entries.push({
        ...base,
        time: now() - started,
        response: {
          status: 0,
          statusText: "",
          httpVersion: "",
          cookies: [],
          headers: [],
          content: { size: 0, mimeType: "" },
          redirectURL: "",
          headersSize: -1,
          bodySize: -1,
        },
        timings: zeroTimings,
        _error: e instanceof Error ? e.message : String(e),
      })
      throw e
    }
  }
  return {
    fetch: record,
    har: () => ({
      log: { version: "1.2", creator: { name: sanitisedBy.recorder, version: "1" }, entries: [...entries] },
    }),
    clear: () => {
      generation++
      entries.length = 0
    },
  }
}

/**
 * A reader of the live stream for tests (core/contract/api/live.ts): opens it as the portal does (the token in the
 * `Authorization` header, `Last-Event-ID` on a reconnect) and decodes every event's data through the contract.
 */
import * as Schema from "effect/Schema"
import { Api } from "../../core/contract/Api.ts"
import { LiveMessage } from "../../core/contract/api/live.ts"

const decodeMessage = Schema.decodeUnknownSync(LiveMessage)

export interface Received {
  readonly id: string | undefined
  readonly message: LiveMessage
}

/** The gateway's headers of a logged-in call, as the portal sends them (wire notes section 1). */
export const memberHeaders = (token: string) => ({
  "X-Gateway-Version": "3",
  Merchant: "arena",
  Device: "web",
  Language: "EN",
  Authorization: token,
})

/** Opens a stream on `base` with `token`; its events as they come, and whether it ended. */
export const openStream = async (base: string, token: string, lastEventId?: string) => {
  const abort = new AbortController()
  const res = await fetch(`${base}${Api.live.path}`, {
    headers: {
      ...memberHeaders(token),
      ...(lastEventId === undefined ? {} : { "Last-Event-ID": lastEventId }),
    },
    signal: abort.signal,
  })
  const events: Array<Received> = []
  const comments: Array<string> = []
  let ended = false
  let wake: () => void = () => undefined
  const changed = () => wake()
  if (res.body !== null && res.status === 200) {
    void (async () => {
      const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader()
      let buffer = ""
      try {
        for (;;) {
          const { value, done } = await reader.read()
          if (done) break
          buffer += value
          let cut = buffer.indexOf("\n\n")
          while (cut >= 0) {
            const block = buffer.slice(0, cut)
            buffer = buffer.slice(cut + 2)
            let id: string | undefined
            let data: string | undefined
            for (const line of block.split("\n")) {
              if (line.startsWith("id: ")) id = line.slice(4)
              else if (line.startsWith("data: ")) data = line.slice(6)
              else if (line.startsWith(":")) comments.push(line)
            }
            if (data !== undefined) events.push({ id, message: decodeMessage(JSON.parse(data)) })
            cut = buffer.indexOf("\n\n")
          }
          changed()
        }
      } catch {
        // aborted
      }
      ended = true
      changed()
    })()
  }
  /** Waits until `ok` holds (re-checked on every chunk), at most 10 s. */
  const until = async (ok: () => boolean, what: string) => {
    const deadline = Date.now() + 10_000
    while (!ok()) {
      if (Date.now() > deadline) throw new Error(`stream: ${what} never came; got ${JSON.stringify(events)}`)
      await new Promise<void>((resolve) => {
        wake = resolve
        setTimeout(resolve, 200)
      })
    }
  }
  return {
    res,
    events,
    comments,
    ended: () => ended,
    until,
    close: () => abort.abort(),
  }
}

/** The balance answers among the events. */
export const balanceEvents = (events: ReadonlyArray<Received>) =>
  events.flatMap((e) =>
    "call" in e.message && e.message.call === "balance" ? [{ id: e.id, value: e.message.value }] : [],
  )

/**
 * The access log's writer: one line per request, written off the request path. A write to a pipe is synchronous in
 * Node on Linux, so a line written from the request path makes every answer wait for the reader of the pipe (and a
 * reader that falls behind stops the server). Here a request only appends its line; the lines gathered over
 * `batchMs` leave in one write on the thread pool, and the next batch waits for that write to finish (under load a
 * write per event-loop turn still cost a tenth of the server's time, in thread wake-ups). A reader that stops
 * reading altogether holds at most `maxPendingBytes` of lines: beyond that lines are counted, not kept, and a line
 * saying how many were lost is written once the reader is back, so the server never stops for its log.
 */
import { write } from "node:fs"
import type { AccessEntry } from "./operations.ts"

/**
 * The characters `JSON.stringify` escapes in a string: the quote, the backslash, control characters and (unpaired)
 * surrogates (a paired one matches too, and then the serialiser decides).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what is looked for
const escaped = /["\\\u0000-\u001f\ud800-\udfff]/

const text = (s: string): string => (escaped.test(s) ? JSON.stringify(s) : `"${s}"`)
const num = (n: number): string => (Number.isFinite(n) ? `${n}` : "null")

/**
 * A request's line: exactly `JSON.stringify(entry)` (its fields in their order), written out. The generic
 * serialiser walking the object was most of what logging a cached read cost; these strings rarely need escaping.
 */
export const accessLine = (e: AccessEntry): string =>
  `{"time":${text(e.time)},"id":${text(e.id)},"method":${text(e.method)},"path":${text(e.path)},"status":${num(e.status)},"ms":${num(e.ms)},"streams":${num(e.streams)}}`

export interface LineLog {
  /** Appends one line (without its newline); it leaves on a later turn of the event loop. */
  readonly line: (text: string) => void
  /** Resolves once every line appended so far is written (at shutdown). */
  readonly flush: () => Promise<void>
}

/** Lines kept for a reader that does not read, at most (characters). */
export const defaultMaxPendingBytes = 8 * 1024 * 1024

/** How long lines gather before they are written, at most. */
export const defaultBatchMs = 50

/** A line log on an open file descriptor (1: standard output). */
export const makeLineLog = (
  fd: number,
  options: { readonly maxPendingBytes?: number; readonly batchMs?: number; readonly now?: () => string } = {},
): LineLog => {
  const max = options.maxPendingBytes ?? defaultMaxPendingBytes
  const batchMs = options.batchMs ?? defaultBatchMs
  let pending: Array<string> = []
  let pendingBytes = 0
  let dropped = 0
  let writing = false
  let scheduled: ReturnType<typeof setTimeout> | undefined
  let waiters: Array<() => void> = []

  const settle = () => {
    if (writing || scheduled !== undefined || pending.length > 0 || dropped > 0) return
    const done = waiters
    waiters = []
    for (const w of done) w()
  }

  const writeAll = (buf: Buffer, offset: number) => {
    write(fd, buf, offset, buf.length - offset, null, (err, n) => {
      if (err !== null && err.code === "EAGAIN") {
        // A non-blocking descriptor whose reader is behind: try again shortly.
        setTimeout(() => writeAll(buf, offset), 5).unref()
        return
      }
      if (err === null && offset + n < buf.length) return writeAll(buf, offset + n)
      // A closed pipe (the reader is gone) is not the server's failure: the rest is let go.
      writing = false
      if (pending.length === 0 && dropped === 0) settle()
      else if (waiters.length > 0) send()
      else schedule()
    })
  }

  const send = () => {
    clearTimeout(scheduled)
    scheduled = undefined
    if (writing) return
    if (dropped > 0) {
      pending.push(JSON.stringify({ time: options.now?.() ?? new Date().toISOString(), droppedLines: dropped }))
      dropped = 0
    }
    if (pending.length === 0) return settle()
    const text = `${pending.join("\n")}\n`
    pending = []
    pendingBytes = 0
    writing = true
    writeAll(Buffer.from(text, "utf8"), 0)
  }

  const schedule = () => {
    if (scheduled !== undefined) return
    // Unref'd: a pending batch does not keep the process alive (shutdown awaits `flush`).
    scheduled = setTimeout(send, batchMs)
    scheduled.unref()
  }

  return {
    line: (text) => {
      if (pendingBytes + text.length > max) {
        dropped++
      } else {
        pending.push(text)
        pendingBytes += text.length + 1
      }
      if (!writing) schedule()
    },
    flush: () =>
      new Promise<void>((resolve) => {
        waiters.push(resolve)
        if (!writing) send()
      }),
  }
}

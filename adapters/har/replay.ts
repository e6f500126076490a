/**
 * A recorded session replayed through the core (DESIGN.md, "Developers and QA"; `npm run replay`). Pure: each
 * exchange of a HAR is decoded through the contract (`findEndpoint`, `decodeAnswer`) into the event the live client
 * would have produced (the answer event of `answered`, or the failure it decodes to, which is its event), folded through the
 * core's reducers, and reported with what changed in the state.
 *
 * Time enters the core only as events (DESIGN.md, core/Events): before an exchange whose `startedDateTime` is later
 * than the state's clock, a `ClockTicked` at that time is folded in, so countdowns and time stamps follow the
 * recording on any machine. Never throws: a malformed entry is an error naming it, an exchange outside the contract
 * is skipped, and a reducer that throws is reported as a core error for that exchange.
 */
import * as Result from "effect/Result"
import { findEndpoint } from "../../core/contract/Api.ts"
import { decodeAnswer } from "../../core/contract/decode.ts"
import { answered } from "../../core/contract/Endpoint.ts"
import { readEvents } from "../../core/contract/eventStream.ts"
import type { Event } from "../../core/events/Event.ts"
import { initialState, reduce, type State } from "../../core/state/State.ts"
import { liveMessageOf, pushedAnswer } from "../../core/workflows/followLive.ts"
import { bodyText, type Inflate, parseJsonOrText } from "./bodyText.ts"
import { type Change, diffState } from "./diff.ts"
import { readHar } from "./Har.ts"

/** How to replay. */
export interface ReplayOptions {
  /** Stop after the exchange of this number (1-based, as printed). */
  readonly at?: number
  /** Undoes gzip/br/deflate (node:zlib in the script), for HARs that keep compressed bodies. */
  readonly inflate?: Inflate
  /** The state to start from (the initial state by default). */
  readonly from?: State
  /** Compute the changes of each step (default true; the benchmark measures without them too). */
  readonly changes?: boolean
}

/** One exchange replayed. */
export interface ReplayStep {
  readonly index: number
  readonly call: string
  readonly endpoint: string
  readonly status: number
  readonly events: ReadonlyArray<Event>
  readonly changes: ReadonlyArray<Change>
}

/** An exchange not replayed, and why. */
export interface ReplayNote {
  readonly index: number
  readonly call: string
  readonly message: string
}

/** An answer the contract refused: where, why, and the value found there (`got`, undefined when absent). */
export interface Rejection {
  readonly index: number
  readonly endpoint: string
  readonly path: string
  readonly message: string
  readonly got: unknown
}

/** A call the platform refused (or that failed on the way), with its error code. */
export interface Failure {
  readonly index: number
  readonly endpoint: string
  readonly status: number
  readonly errorCode: string
  readonly message: string
}

/** What a replay did. */
export interface ReplayReport {
  /** Answers the contract refused: a replay with any of them has not passed. */
  readonly rejected: ReadonlyArray<Rejection>
  /** Calls that failed (`CallFailed`, `SessionEnded`, `NetworkFailed`), with their error codes. */
  readonly failed: ReadonlyArray<Failure>
  /** The number of the last entry of the file (the recording's own numbering), 0 for none. */
  readonly lastIndex: number
  readonly steps: ReadonlyArray<ReplayStep>
  /** Exchanges outside the contract. */
  readonly skipped: ReadonlyArray<ReplayNote>
  /** Malformed entries (index 0: the file itself), and exchanges the core failed on. */
  readonly errors: ReadonlyArray<ReplayNote>
  /** The state after the last replayed exchange. */
  readonly state: State
  /** Every event folded, in order. */
  readonly events: ReadonlyArray<Event>
}

/** The value at a decoder's path (`value.list[0].vo.winAmount`) in an answer's body. */
export const valueAt = (body: unknown, path: string): unknown => {
  let at: unknown = body
  for (const key of path.match(/[^.[\]]+/g) ?? []) {
    if (typeof at !== "object" || at === null) return undefined
    at = (at as Record<string, unknown>)[key]
  }
  return at
}

const shorten = (text: string, max = 140) => (text.length > max ? `${text.slice(0, max - 1)}…` : text)

/** Replays a HAR (any value; a parsed JSON file) through the core. */
export const replayHar = (input: unknown, options: ReplayOptions = {}): ReplayReport => {
  const steps: Array<ReplayStep> = []
  const skipped: Array<ReplayNote> = []
  const errors: Array<ReplayNote> = []
  const rejected: Array<Rejection> = []
  const failed: Array<Failure> = []
  const log: Array<Event> = []
  let state = options.from ?? initialState
  const withChanges = options.changes ?? true
  const read = readHar(input)
  const report = () => ({ steps, skipped, errors, rejected, failed, lastIndex, state, events: log })
  let lastIndex = 0
  if (!read.ok) {
    errors.push({ index: 0, call: "", message: read.message })
    return report()
  }
  lastIndex = read.entries.at(-1)?.index ?? 0

  for (const r of read.entries) {
    if (options.at !== undefined && r.index > options.at) break
    if (r.error !== undefined) {
      errors.push({ index: r.index, call: "", message: r.error })
      continue
    }
    const { request, response } = r.entry
    let url: URL
    try {
      url = new URL(request.url, "http://replay.invalid")
    } catch {
      errors.push({ index: r.index, call: shorten(request.url), message: "malformed entry: request.url is not an URL" })
      continue
    }
    const call = shorten(`${request.method.toUpperCase()} ${url.pathname}${url.search}`)
    const endpoint = findEndpoint(request.method, url.pathname)
    if (endpoint === undefined) {
      skipped.push({ index: r.index, call, message: "not a call of the contract" })
      continue
    }
    const events: Array<Event> = []
    let body: unknown
    const at = r.entry.startedDateTime === undefined ? Number.NaN : Date.parse(r.entry.startedDateTime)
    if (Number.isFinite(at) && at > state.clock.now) events.push({ _tag: "ClockTicked", now: at })
    if (response.status === 0) events.push({ _tag: "NetworkFailed", endpoint: endpoint.name, reason: "abnormal" })
    else {
      const text = bodyText(response.content, response.headers, options.inflate)
      if (endpoint.stream && response.status === 200 && text !== undefined) {
        // A recorded live stream: each event is what the portal's `receiveLive` took, so each pushed answer is its
        // call's answer event (a reload's calls are exchanges of their own in the recording).
        for (const e of readEvents("", `${text}\n\n`).events) {
          const message = liveMessageOf(e.data)
          if (Result.isFailure(message)) {
            events.push(message.failure)
            body = parseJsonOrText(e.data)
          } else if ("call" in message.success) events.push(pushedAnswer(message.success))
        }
      } else {
        body = text === undefined ? "" : parseJsonOrText(text)
        const decoded = decodeAnswer(endpoint, response.status, body)
        events.push(Result.isSuccess(decoded) ? (answered(endpoint, decoded.success) as Event) : decoded.failure)
      }
    }
    const before = state
    try {
      for (const e of events) state = reduce(state, e)
    } catch (e) {
      state = before
      errors.push({
        index: r.index,
        call,
        message: `the core threw on this exchange: ${e instanceof Error ? e.message : String(e)}`,
      })
      continue
    }
    log.push(...events)
    for (const e of events) {
      if (e._tag === "ApiResponseRejected") {
        rejected.push({
          index: r.index,
          endpoint: e.endpoint,
          path: e.path,
          message: e.message,
          got: valueAt(body, e.path),
        })
      } else if (e._tag === "CallFailed" || e._tag === "SessionEnded") {
        const status = e._tag === "CallFailed" ? e.status : response.status
        failed.push({ index: r.index, endpoint: e.endpoint, status, errorCode: e.errorCode, message: e.message })
      } else if (e._tag === "NetworkFailed") {
        failed.push({ index: r.index, endpoint: e.endpoint, status: response.status, errorCode: e.reason, message: "" })
      }
    }
    steps.push({
      index: r.index,
      call,
      endpoint: endpoint.name,
      status: response.status,
      events,
      changes: withChanges ? diffState(before, state) : [],
    })
  }
  return report()
}

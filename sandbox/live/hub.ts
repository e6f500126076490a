/**
 * The live stream's server side (core/contract/api/live.ts): the streams this instance holds, and what reaches them.
 *
 * What changed is written by the database itself (migrations/100_live.sql, 101_live_statement.sql): triggers give
 * each statement's change the member's next sequence number, keep a row naming its topic, and
 * `pg_notify('arena_live', '<member>:<seq>:<topic>,…')` at commit, whichever instance committed it; every instance
 * LISTENs (on PGlite, the one connection hears its own commits). An instance holding streams of that member reads
 * the answers of the calls the topic touches (the handlers of those calls, so the pushed value is the polled one) and
 * writes them with the sequence as the event's `id`; a list whose answer depends on what the portal asked (deposits,
 * withdrawals, an agent's income) is named in a `reload` with that id instead. The jackpot is everybody's
 * (migrations/102_live_income_jackpot.sql): a slot round notifies `*:0:jackpot`, and each instance reads the pool
 * once and writes it to all its streams without an id, at most once every `jackpotEveryMs`; every opening sends it.
 *
 * The invariants:
 * 1. The work of one member runs in order (one chain per member), so a later answer is never overtaken by an earlier.
 * 2. A stream gets an event only with an id above the last it got; the answers are read after the change committed,
 *    so each is at least as new as its id says.
 * 3. Opening reads the member's sequence inside the member's chain: a change before that read is in what the opening
 *    sends, a change after it comes as a push. With `Last-Event-ID` the opening sends the answers of the topics
 *    changed since; when those rows are gone (or no id came) it sends every pushed answer: nothing is lost either way.
 * 4. While this instance was not listening, notifications may have been missed: on listening again every member with
 *    streams gets every pushed answer again.
 *
 * Bounds: at most `perMember` streams per member and `perInstance` in all, the oldest closed first; a stream whose
 * unsent bytes pass `maxBuffered` (a slow consumer) is closed, not buffered further; a comment every `heartbeatMs`
 * keeps proxies from cutting an idle stream. A stream ends when its session ends on any instance (logout, password
 * change, exclusion: `arena_sessions`), after `idleMs` (the client reconnects, and its session is checked again: an
 * expired one gets 401), and when the instance drains.
 */

import type { IncomingMessage, ServerResponse } from "node:http"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import {
  type LiveMessage,
  live,
  type PushedCall,
  type ReloadedCall,
  reloadedCalls,
} from "../../core/contract/api/live.ts"
import { gatewayCodes } from "../../core/contract/ErrorCode.ts"
import { idleMs } from "../auth/sessions.ts"
import type { Database } from "../db/Database.ts"
import type { Context, Handler, Handlers } from "../http/Context.ts"

/** The calls whose answers a topic of `live_changes` touches. */
const callsOfTopic: Readonly<Record<string, ReadonlyArray<PushedCall>>> = {
  balance: ["balance"],
  deposits: ["balance"],
  withdrawals: ["balance"],
  messages: ["unreadCount"],
  protection: ["protection"],
  income: [],
}

/**
 * The lists a topic makes stale whose answers depend on what the portal asked (a range, a page): named in a `reload`,
 * asked again by the portal as it last asked them (core/workflows/followLive.ts).
 */
const reloadsOfTopic: Readonly<Record<string, ReadonlyArray<ReloadedCall>>> = {
  deposits: ["depositHistory"],
  withdrawals: ["withdrawalHistory"],
  income: ["agentIncome"],
}

/** The pushed calls that belong to a member. */
const memberCalls: ReadonlyArray<PushedCall> = ["balance", "unreadCount", "protection"]

/**
 * The jackpot is everybody's (migrations/102_live_income_jackpot.sql): no sequence of its own; every opening sends it
 * (with the opening's id), and a change of it goes to every stream of the instance without an id, so a reconnect's
 * `Last-Event-ID` stays the member's.
 */
const everybodys = "*"

export interface LiveLimits {
  /** Streams per member (tabs); the oldest closes when another opens. */
  readonly perMember: number
  /** Streams on this instance; the oldest closes when another opens. */
  readonly perInstance: number
  /** How often an idle stream gets a comment line. */
  readonly heartbeatMs: number
  /** Unsent bytes beyond which a stream's reader counts as too slow and is dropped. */
  readonly maxBuffered: number
  /** The least time between two pushes of the jackpot (it moves with every slot round of every member). */
  readonly jackpotEveryMs: number
}

export const defaultLimits: LiveLimits = {
  perMember: 5,
  perInstance: 20_000,
  heartbeatMs: 25_000,
  maxBuffered: 256 * 1024,
  jackpotEveryMs: 1000,
}

export interface LiveHub {
  /** Answers a stream request of a logged-in caller (`ctx.caller` set); resolves once the stream is set up. */
  readonly open: (ctx: Context, handlers: Handlers, req: IncomingMessage, res: ServerResponse) => Promise<void>
  /** Open streams on this instance. */
  readonly count: () => number
  /** Ends every stream (draining): their clients reconnect, to another instance. */
  readonly close: () => void
}

interface Stream {
  readonly memberId: number
  readonly token: string
  readonly res: ServerResponse
  readonly ctx: Context
  readonly handlers: Handlers
  readonly openedAt: number
  /** The id of the last event written; -1 until the opening has written what it owed. */
  last: number
}

const encodeMessage = Schema.encodeUnknownResult(live.live.response as Schema.Codec<unknown, unknown>)

/** The `Last-Event-ID` a client sent, when it is a sequence number. */
const lastEventId = (req: IncomingMessage): number | undefined => {
  const v = req.headers["last-event-id"]
  return typeof v === "string" && /^\d{1,15}$/.test(v) ? Number(v) : undefined
}

export const makeLiveHub = (
  deps: {
    readonly db: Database
    /** The caller of a token while its session is valid (sandbox/auth/sessions.ts `touch`). */
    readonly validate: (token: string, now: number) => Promise<unknown>
    readonly clock: () => number
    readonly log: (line: string) => void
  },
  limits: LiveLimits = defaultLimits,
): LiveHub => {
  const { db } = deps
  // Every stream in opening order (the first is the oldest), and by member.
  const all = new Set<Stream>()
  const byMember = new Map<number, Set<Stream>>()
  const chains = new Map<number, Promise<void>>()
  // What a member's chain still has to push: the highest sequence heard, the calls touched, the lists to name again.
  const pending = new Map<number, { seq: number | undefined; calls: Set<PushedCall>; reloads: Set<ReloadedCall> }>()
  let closed = false

  const end = (s: Stream) => {
    if (!all.delete(s)) return
    const mine = byMember.get(s.memberId)
    mine?.delete(s)
    if (mine?.size === 0) byMember.delete(s.memberId)
    if (!s.res.destroyed) s.res.end()
  }

  const write = (s: Stream, text: string) => {
    if (s.res.destroyed) return end(s)
    s.res.write(text)
    if (s.res.writableLength > limits.maxBuffered) {
      deps.log(`live: a stream of member ${s.memberId} fell ${s.res.writableLength} bytes behind and was dropped`)
      end(s)
      s.res.destroy()
    }
  }

  /** Runs `work` after the member's earlier work (invariant 1). */
  const inOrder = (memberId: number, work: () => Promise<void>) => {
    const run = (chains.get(memberId) ?? Promise.resolve()).then(work).catch((e: unknown) => {
      deps.log(`live: member ${memberId}: ${e instanceof Error ? e.message : String(e)}`)
    })
    chains.set(memberId, run)
    void run.then(() => {
      if (chains.get(memberId) === run) chains.delete(memberId)
    })
  }

  const currentSeq = async (memberId: number): Promise<number> => {
    const [row] = await db.query<{ seq: unknown }>("select seq from live_sequences where member_id = $1", [memberId])
    return row === undefined ? 0 : Number(row.seq)
  }

  /** A message as the stream's text (`id` when it is a change of the member's); empty when it does not encode. */
  const eventText = (message: LiveMessage, id: number | undefined): string => {
    const encoded = encodeMessage(message as unknown)
    if (Result.isFailure(encoded)) {
      deps.log(`live: a message does not encode: ${encoded.failure.message}`)
      return ""
    }
    return `${id === undefined ? "" : `id: ${id}\n`}data: ${JSON.stringify(encoded.success)}\n\n`
  }

  /** The answer of `call` now, with `s`'s caller. */
  const answerOf = async (s: Stream, call: PushedCall): Promise<unknown> => {
    const handler = (s.handlers as Record<string, Handler<never> | undefined>)[call]
    return handler === undefined ? undefined : handler({ ...s.ctx, now: deps.clock() }, {} as never)
  }

  // The jackpot's answer, read once for every stream until it moves again.
  let jackpot: Promise<unknown> | undefined
  const jackpotOf = (s: Stream): Promise<unknown> => {
    if (jackpot === undefined) {
      const read = answerOf(s, "jackpot")
      jackpot = read
      read.catch(() => {
        if (jackpot === read) jackpot = undefined
      })
    }
    return jackpot
  }

  /** The events of `calls`' answers now and a `reload` naming `reloads`, as the stream's text with `id`. */
  const eventsOf = async (
    s: Stream,
    calls: Iterable<PushedCall>,
    id: number,
    reloads: ReadonlyArray<ReloadedCall> = [],
  ): Promise<string> => {
    let text = ""
    for (const call of calls) {
      const value = call === "jackpot" ? await jackpotOf(s) : await answerOf(s, call)
      if (value !== undefined) text += eventText({ call, value } as LiveMessage, id)
    }
    if (reloads.length > 0) text += eventText({ reload: reloads }, id)
    return text
  }

  // The jackpot moved: one push to every stream after `jackpotEveryMs`, whatever the number of rounds meanwhile.
  let jackpotDue: ReturnType<typeof setTimeout> | undefined
  const jackpotMoved = () => {
    jackpot = undefined
    if (jackpotDue !== undefined || closed) return
    jackpotDue = setTimeout(() => {
      jackpotDue = undefined
      const open = [...all].filter((s) => s.last >= 0)
      const first = open[0]
      if (first === undefined) return
      jackpotOf(first).then(
        (value) => {
          const text = value === undefined ? "" : eventText({ call: "jackpot", value } as LiveMessage, undefined)
          if (text !== "") for (const s of open) if (all.has(s)) write(s, text)
        },
        (e: unknown) => deps.log(`live: the jackpot: ${e instanceof Error ? e.message : String(e)}`),
      )
    }, limits.jackpotEveryMs)
    jackpotDue.unref()
  }

  /** Pushes what the member's pending changes touched to the member's streams (in the member's chain). */
  const push = (memberId: number) => async () => {
    const work = pending.get(memberId)
    pending.delete(memberId)
    const streams = [...(byMember.get(memberId) ?? [])].filter((s) => s.last >= 0)
    if (work === undefined || streams.length === 0) return
    const seq = work.seq ?? (await currentSeq(memberId))
    const due = streams.filter((s) => s.last < seq)
    const first = due[0]
    if (first === undefined) return
    const text = await eventsOf(first, work.calls, seq, [...work.reloads])
    for (const s of due) {
      if (!all.has(s)) continue
      write(s, text)
      s.last = seq
    }
  }

  const schedule = (
    memberId: number,
    seq: number | undefined,
    calls: Iterable<PushedCall>,
    reloads: Iterable<ReloadedCall> = [],
  ) => {
    if (!byMember.has(memberId)) return
    let work = pending.get(memberId)
    if (work === undefined) {
      work = { seq, calls: new Set(), reloads: new Set() }
      pending.set(memberId, work)
      inOrder(memberId, push(memberId))
    } else work.seq = seq === undefined || work.seq === undefined ? undefined : Math.max(work.seq, seq)
    for (const c of calls) work.calls.add(c)
    for (const r of reloads) work.reloads.add(r)
  }

  let wasListening = true
  db.listen(
    "arena_live",
    (payload) => {
      // A statement's changes come batched (migrations/101_live_statement.sql): `<member>:<seq>:<topic>,…`.
      for (const change of payload.split(",")) {
        const [member, seq, topic] = change.split(":")
        if (member === everybodys) {
          if (topic === "jackpot") jackpotMoved()
          continue
        }
        const calls = callsOfTopic[topic ?? ""]
        if (calls !== undefined) schedule(Number(member), Number(seq), calls, reloadsOfTopic[topic ?? ""])
      }
    },
    (listening) => {
      // Invariant 4: what was missed while deaf is pushed again whole.
      if (listening && !wasListening) {
        for (const m of byMember.keys()) schedule(m, undefined, memberCalls, reloadedCalls)
        jackpotMoved()
      }
      wasListening = listening
    },
  )
  db.listen(
    "arena_sessions",
    (payload) => {
      const memberId = Number(payload)
      for (const s of byMember.get(memberId) ?? []) {
        void deps.validate(s.token, deps.clock()).then(
          (caller) => {
            if (caller === undefined) end(s)
          },
          () => end(s),
        )
      }
    },
    () => undefined,
  )

  const beat = setInterval(() => {
    const now = deps.clock()
    for (const s of all) {
      if (now - s.openedAt >= idleMs) end(s)
      else write(s, ":\n\n")
    }
  }, limits.heartbeatMs)
  beat.unref()

  return {
    open: async (ctx, handlers, req, res) => {
      const caller = ctx.caller
      if (caller === undefined || closed) {
        res.writeHead(503, { "Content-Type": "application/json; charset=utf-8", "Retry-After": "1" })
        res.end(JSON.stringify({ success: false, errorCode: gatewayCodes.busy, message: "draining" }))
        return
      }
      const mine = byMember.get(caller.memberId) ?? new Set<Stream>()
      byMember.set(caller.memberId, mine)
      for (const s of mine) if (mine.size >= limits.perMember) end(s)
      for (const s of all) if (all.size >= limits.perInstance) end(s)
      const stream: Stream = {
        memberId: caller.memberId,
        token: caller.token,
        res,
        ctx,
        handlers,
        openedAt: deps.clock(),
        last: -1,
      }
      all.add(stream)
      mine.add(stream)
      res.writeHead(200, {
        "Content-Type": "text/event-stream; charset=utf-8",
        "Cache-Control": "no-store",
        // A buffering proxy (nginx) would hold the events back.
        "X-Accel-Buffering": "no",
      })
      res.write("retry: 2000\n\n")
      req.socket.setKeepAlive(true)
      res.once("close", () => end(stream))
      const since = lastEventId(req)
      // Invariant 3.
      inOrder(caller.memberId, async () => {
        if (!all.has(stream)) return
        const seq = await currentSeq(caller.memberId)
        let calls: ReadonlyArray<PushedCall> = memberCalls
        // A first opening has nothing to name again: the portal has just asked what it shows. A reconnect whose
        // changes cannot be told (an unknown id, rows pruned) names every list.
        let reloads: ReadonlyArray<ReloadedCall> = since === undefined ? [] : reloadedCalls
        if (since === seq) {
          calls = []
          reloads = []
        } else if (since !== undefined && since < seq) {
          const rows = await db.query<{ topic: string; first: unknown }>(
            `select distinct topic, (select min(seq) from live_changes where member_id = $1) as first
               from live_changes where member_id = $1 and seq > $2`,
            [caller.memberId, since],
          )
          // Rows past `since` already pruned: what changed cannot be told, so everything is sent.
          const complete = rows[0] !== undefined && Number(rows[0].first) <= since + 1
          if (complete) {
            calls = memberCalls.filter((c) => rows.some((r) => callsOfTopic[r.topic]?.includes(c)))
            reloads = reloadedCalls.filter((c) => rows.some((r) => reloadsOfTopic[r.topic]?.includes(c)))
          }
        }
        const text = await eventsOf(stream, [...calls, "jackpot"], seq, reloads)
        if (!all.has(stream)) return
        if (text !== "") write(stream, text)
        stream.last = seq
      })
    },
    count: () => all.size,
    close: () => {
      closed = true
      clearInterval(beat)
      if (jackpotDue !== undefined) clearTimeout(jackpotDue)
      for (const s of all) end(s)
    },
  }
}

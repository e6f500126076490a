/**
 * Running behind a load balancer: every request gets an id (the balancer's `X-Request-Id` when it sent a sane one,
 * else a fresh one) that the answer carries and that the one JSON log line of the request names; `GET /healthz`
 * answers while the process lives, `GET /readyz` only while the database answers, the migrations are all applied and
 * the instance is not draining; `drain` stops taking connections and lets the requests in flight finish.
 */
import { randomUUID } from "node:crypto"
import type { IncomingMessage, Server, ServerResponse } from "node:http"
import type { Database } from "../db/Database.ts"
import { migrationsApplied } from "../db/migrate.ts"
import type { SecuredResponse } from "./securityHeaders.ts"

/** One request's log line. */
export interface AccessEntry {
  readonly time: string
  readonly id: string
  readonly method: string
  /** The path without its query (which may carry what a log should not keep). */
  readonly path: string
  readonly status: number
  readonly ms: number
  /** Live streams open on this instance when the line was written (sandbox/live/hub.ts). */
  readonly streams: number
}

export interface Operations {
  /**
   * Starts a request: gives it its id and its log line, and answers it when it is a health probe (then true).
   * While draining, answers say `Connection: close` so clients leave this instance.
   */
  readonly begin: (req: IncomingMessage, res: SecuredResponse, path: string) => boolean | Promise<boolean>
  /**
   * Stops accepting, lets the requests in flight finish (idle keep-alive connections close at once), and resolves
   * when none is left or, at the latest, after `withinMs` (the connections still open are then cut).
   */
  readonly drain: (server: Server, withinMs: number) => Promise<void>
}

const sane = /^[\w.:-]{1,128}$/

/**
 * The time as `Date.prototype.toISOString` writes it, made once per millisecond: under load many requests end within
 * one, and a Date and its formatting per line cost more than the rest of the line.
 */
let isoAt = Number.NaN
let iso = ""
const isoNow = (): string => {
  const now = Date.now()
  if (now !== isoAt) {
    isoAt = now
    iso = new Date(now).toISOString()
  }
  return iso
}

export const makeOperations = (
  db: Database,
  log: ((entry: AccessEntry) => void) | undefined,
  streams: () => number = () => 0,
): Operations => {
  let inFlight = 0
  let draining = false
  let idle: (() => void) | undefined
  const ready = async () => {
    if (draining) return false
    try {
      return await migrationsApplied(db)
    } catch {
      return false
    }
  }
  // The one listener of every response's end (`this` is the response, which carries what its line needs): a closure
  // and a `once` wrapper made per request were a measurable part of a cached read's cost. A response closes once.
  function ended(this: SecuredResponse) {
    inFlight--
    if (inFlight === 0) idle?.()
    log?.({
      time: isoNow(),
      id: this.requestId ?? "",
      method: this.req.method ?? "",
      path: this.loggedPath,
      status: this.statusCode,
      ms: Math.round((performance.now() - this.startedAt) * 10) / 10,
      streams: streams(),
    })
  }
  return {
    // Synchronous but for the readiness probe: a promise per request would cost every call a turn of the microtasks.
    begin: (req, res, path) => {
      const given = req.headers["x-request-id"]
      const id = typeof given === "string" && sane.test(given) ? given : randomUUID()
      res.requestId = id
      if (draining) res.setHeader("Connection", "close")
      res.startedAt = performance.now()
      res.loggedPath = path
      inFlight++
      res.on("close", ended)
      if (req.method !== "GET" && req.method !== "HEAD") return false
      if (path === "/healthz") {
        probe(res, true)
        return true
      }
      if (path === "/readyz") {
        return ready().then((ok) => {
          probe(res, ok, streams())
          return true
        })
      }
      return false
    },
    drain: async (server, withinMs) => {
      draining = true
      const closed = new Promise<void>((resolve) => server.close(() => resolve()))
      // Keep-alive connections between requests would hold `close` open: they go now, and as requests finish.
      server.closeIdleConnections()
      const sweep = setInterval(() => server.closeIdleConnections(), 100)
      const quiet = new Promise<void>((resolve) => {
        idle = resolve
        if (inFlight === 0) resolve()
      })
      const deadline = new Promise<void>((resolve) => setTimeout(resolve, withinMs).unref())
      await Promise.race([quiet.then(() => closed), deadline])
      clearInterval(sweep)
      server.closeAllConnections()
    },
  }
}

const probe = (res: ServerResponse, ok: boolean, streams?: number) => {
  const body = JSON.stringify({ status: ok ? "ok" : "unavailable", ...(streams === undefined ? {} : { streams }) })
  res.writeHead(ok ? 200 : 503, {
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": "no-store",
  })
  res.end(body)
}

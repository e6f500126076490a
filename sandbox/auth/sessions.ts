/**
 * Sessions: tokens of 256 random bits, stored only as their SHA-256, with an idle expiry (30 minutes
 * without a call) and an absolute one (12 hours), invalidated on logout. Valid sessions are cached in memory, by token, so a
 * call costs no query and no hash; the database stays the source of truth.
 *
 * Several instances may serve one database: a session ended on one (logout, password change) must end on all at once.
 * Whoever ends sessions sends their member's id on the channel `arena_sessions` in the same statement (delivered at
 * commit); every instance LISTENs and drops that member's cached sessions, so the next call reads the database. While
 * an instance is not listening (starting, or its listening connection lost) it trusts no cached session. The cache
 * holds at most `maxCached` sessions, the least recently used leaving first. A cached session that looks expired is
 * read again before it is ended: another instance may have seen its last call.
 */
import { createHash, randomBytes } from "node:crypto"
import type { Database } from "../db/Database.ts"
import type { Caller } from "../http/Context.ts"

export const idleMs = 30 * 60 * 1000
export const absoluteMs = 12 * 60 * 60 * 1000
/** How stale `last_seen` may get before it is written again (a write per call would cost more than the call). */
const touchEveryMs = 60 * 1000

const hash = (token: string) => createHash("sha256").update(token).digest("hex")

/** How a token is stored (`sessions.token_hash`), for areas that keep details of a session beside it. */
export const tokenHash = hash

interface Cached {
  readonly caller: Caller
  readonly createdAt: number
  lastSeen: number
  written: number
}

export interface Sessions {
  /** Opens a session for a member; returns the token. */
  readonly open: (
    member: { readonly id: number; readonly account: string; readonly type: number },
    now: number,
    ip: string,
  ) => Promise<string>
  /** The caller of a valid token (refreshing its idle expiry), or undefined. */
  readonly touch: (token: string, now: number) => Promise<Caller | undefined>
  /** Ends a session. */
  readonly close: (token: string) => Promise<void>
  /** Ends every session of a member (password change), but the one of `exceptToken` when given. */
  readonly closeAllOf: (memberId: number, exceptToken?: string) => Promise<void>
}

/** How many sessions an instance keeps in memory at most. */
export const maxCached = 50_000

/** The channel on which ending sessions is announced; the payload is the member's id. */
const channel = "arena_sessions"

/**
 * Ends the sessions `where` selects (its parameters from $2 on) at `$1` (the database's time when null), telling
 * every instance whose they were.
 */
const revoke = (where: string) => `with ended as (
    update sessions set revoked_at = coalesce($1::timestamptz, now()) where revoked_at is null and ${where} returning member_id
  ) select pg_notify('${channel}', member_id::text) from (select distinct member_id from ended) m`

export const makeSessions = (db: Database, options: { readonly maxCached?: number } = {}): Sessions => {
  const max = options.maxCached ?? maxCached
  // A Map keeps insertion order: re-inserting on use makes its first key the least recently used.
  const cache = new Map<string, Cached>()
  let listening = false
  // Counts what may have ended sessions since: a session read from the database before a count moved is not kept.
  let endings = 0
  const forgetMember = (memberId: number) => {
    endings++
    for (const [t, s] of cache) if (s.caller.memberId === memberId) cache.delete(t)
  }
  db.listen(
    channel,
    (payload) => forgetMember(Number(payload)),
    (now) => {
      listening = now
      endings++
      if (!now) cache.clear()
    },
  )
  const remember = (token: string, s: Cached, seen: number) => {
    if (!listening || seen !== endings) return
    cache.delete(token)
    if (cache.size >= max) {
      const oldest = cache.keys().next()
      if (!oldest.done) cache.delete(oldest.value)
    }
    cache.set(token, s)
  }
  const expired = (s: { createdAt: number; lastSeen: number }, now: number) =>
    now - s.lastSeen > idleMs || now - s.createdAt > absoluteMs
  const load = async (token: string): Promise<Cached | undefined> => {
    const rows = await db.query<{
      member_id: number
      account: string
      type: number
      created_at: Date
      last_seen_at: Date
    }>(
      `select s.member_id, m.account, m.type, s.created_at, s.last_seen_at
         from sessions s join members m on m.id = s.member_id
        where s.token_hash = $1 and s.revoked_at is null`,
      [hash(token)],
    )
    const row = rows[0]
    if (row === undefined) return undefined
    return {
      caller: { memberId: Number(row.member_id), account: row.account, type: Number(row.type), token },
      createdAt: row.created_at.getTime(),
      lastSeen: row.last_seen_at.getTime(),
      written: row.last_seen_at.getTime(),
    }
  }
  return {
    open: async (member, now, ip) => {
      const token = randomBytes(32).toString("hex")
      await db.query(
        "insert into sessions (token_hash, member_id, created_at, last_seen_at, ip) values ($1, $2, $3, $3, $4)",
        [hash(token), member.id, new Date(now), ip],
      )
      remember(
        token,
        {
          caller: { memberId: member.id, account: member.account, type: member.type, token },
          createdAt: now,
          lastSeen: now,
          written: now,
        },
        endings,
      )
      return token
    },
    touch: async (token, now) => {
      if (token.length > 256) return undefined
      const seen = endings
      let s = listening ? cache.get(token) : undefined
      if (s !== undefined && expired(s, now)) {
        cache.delete(token)
        s = undefined
      }
      if (s === undefined) {
        s = await load(token)
        if (s === undefined) return undefined
        if (expired(s, now)) {
          await db.query(revoke("token_hash = $2"), [new Date(now), hash(token)])
          return undefined
        }
      }
      s.lastSeen = now
      remember(token, s, seen)
      if (now - s.written > touchEveryMs) {
        s.written = now
        await db.query("update sessions set last_seen_at = $2 where token_hash = $1", [hash(token), new Date(now)])
      }
      return s.caller
    },
    close: async (token) => {
      cache.delete(token)
      await db.query(revoke("token_hash = $2"), [null, hash(token)])
    },
    closeAllOf: async (memberId, exceptToken) => {
      forgetMember(memberId)
      await db.query(revoke("member_id = $2 and token_hash <> $3"), [
        null,
        memberId,
        exceptToken === undefined ? "" : hash(exceptToken),
      ])
    },
  }
}

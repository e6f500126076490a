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
  /** When the member's session-time limit ends this session (null: no limit). */
  readonly endsAt: number | null
  lastSeen: number
  written: number
}

export interface Sessions {
  /** Opens a session for a member, ended at `endsAt` when given (a session-time limit); returns the token. */
  readonly open: (
    member: { readonly id: number; readonly account: string; readonly type: number },
    now: number,
    ip: string,
    endsAt?: number | null,
  ) => Promise<string>
  /** The caller of a valid token (refreshing its idle expiry), or undefined. */
  readonly touch: (token: string, now: number) => Promise<Caller | undefined>
  /**
   * What `touch` would answer, with the same effect, when this instance can answer at once: the token's session is
   * held in memory, valid, and its `last_seen` recent enough not to be written. Otherwise undefined, and `touch`
   * decides. A member's every call asks: an answer without a promise spares each a turn of the microtasks.
   */
  readonly known: (token: string, now: number) => Caller | undefined
  /** Ends a session, at `at` (the sandbox's clock) when given, else the database's. */
  readonly close: (token: string, at?: number) => Promise<void>
  /** Ends every session of a member (password change, exclusion), but the one of `exceptToken` when given. */
  readonly closeAllOf: (memberId: number, exceptToken?: string, at?: number) => Promise<void>
  /**
   * Sets when the member's open sessions end by their session-time limit (null: no limit), on every instance: the
   * member's cached sessions are dropped there, so their next call reads the new end.
   */
  readonly limitAllOf: (memberId: number, endsAt: number | null) => Promise<void>
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
  // The entry made or moved last (the end of the map), until an entry is deleted.
  let newest: Cached | undefined
  const forgetMember = (memberId: number) => {
    endings++
    newest = undefined
    for (const [t, s] of cache) if (s.caller.memberId === memberId) cache.delete(t)
  }
  db.listen(
    channel,
    (payload) => forgetMember(Number(payload)),
    (now) => {
      listening = now
      endings++
      if (!now) {
        cache.clear()
        newest = undefined
      }
    },
  )
  const remember = (token: string, s: Cached, seen: number) => {
    if (!listening || seen !== endings) return
    // Already the end of the map (the same session again, as a member's tab calls): moving it there changes nothing.
    if (s === newest) return
    cache.delete(token)
    if (cache.size >= max) {
      const oldest = cache.keys().next()
      if (!oldest.done) cache.delete(oldest.value)
    }
    cache.set(token, s)
    newest = s
  }
  const expired = (s: { createdAt: number; lastSeen: number; endsAt: number | null }, now: number) =>
    now - s.lastSeen > idleMs || now - s.createdAt > absoluteMs || (s.endsAt !== null && now >= s.endsAt)
  const load = async (token: string): Promise<Cached | undefined> => {
    const rows = await db.query<{
      member_id: number
      account: string
      type: number
      created_at: Date
      last_seen_at: Date
      limit_ends_at: Date | null
    }>(
      `select s.member_id, m.account, m.type, s.created_at, s.last_seen_at, s.limit_ends_at
         from sessions s join members m on m.id = s.member_id
        where s.token_hash = $1 and s.revoked_at is null`,
      [hash(token)],
    )
    const row = rows[0]
    if (row === undefined) return undefined
    return {
      caller: { memberId: Number(row.member_id), account: row.account, type: Number(row.type), token },
      createdAt: row.created_at.getTime(),
      endsAt: row.limit_ends_at === null ? null : new Date(row.limit_ends_at).getTime(),
      lastSeen: row.last_seen_at.getTime(),
      written: row.last_seen_at.getTime(),
    }
  }
  return {
    open: async (member, now, ip, endsAt = null) => {
      const token = randomBytes(32).toString("hex")
      await db.query(
        `insert into sessions (token_hash, member_id, created_at, last_seen_at, ip, limit_ends_at)
         values ($1, $2, $3, $3, $4, $5)`,
        [hash(token), member.id, new Date(now), ip, endsAt === null ? null : new Date(endsAt)],
      )
      remember(
        token,
        {
          caller: { memberId: member.id, account: member.account, type: member.type, token },
          createdAt: now,
          endsAt,
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
        newest = undefined
        s = undefined
      }
      if (s === undefined) {
        s = await load(token)
        if (s === undefined) return undefined
        if (expired(s, now)) {
          // Ended by the session-time limit at its end, so the minutes counted stop there.
          await db.query(revoke("token_hash = $2"), [new Date(Math.min(now, s.endsAt ?? now)), hash(token)])
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
    known: (token, now) => {
      if (!listening || token.length > 256) return undefined
      const s = cache.get(token)
      if (s === undefined || expired(s, now) || now - s.written > touchEveryMs) return undefined
      s.lastSeen = now
      remember(token, s, endings)
      return s.caller
    },
    close: async (token, at) => {
      cache.delete(token)
      newest = undefined
      await db.query(revoke("token_hash = $2"), [at === undefined ? null : new Date(at), hash(token)])
    },
    closeAllOf: async (memberId, exceptToken, at) => {
      forgetMember(memberId)
      await db.query(revoke("member_id = $2 and token_hash <> $3"), [
        at === undefined ? null : new Date(at),
        memberId,
        exceptToken === undefined ? "" : hash(exceptToken),
      ])
    },
    limitAllOf: async (memberId, endsAt) => {
      forgetMember(memberId)
      await db.query(
        `with limited as (
           update sessions set limit_ends_at = $2 where member_id = $1 and revoked_at is null returning member_id
         ) select pg_notify('${channel}', member_id::text) from (select distinct member_id from limited) m`,
        [memberId, endsAt === null ? null : new Date(endsAt)],
      )
    },
  }
}

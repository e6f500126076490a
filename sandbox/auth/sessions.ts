/**
 * Sessions: tokens of 256 random bits, stored only as their SHA-256, with an idle expiry (30 minutes
 * without a call) and an absolute one (12 hours), invalidated on logout. Valid sessions are cached in memory, by token, so a
 * call costs no query and no hash; the database stays the source of truth (the cache is dropped on logout and on expiry).
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

export const makeSessions = (db: Database): Sessions => {
  const cache = new Map<string, Cached>()
  const expired = (s: { createdAt: number; lastSeen: number }, now: number) =>
    now - s.lastSeen > idleMs || now - s.createdAt > absoluteMs
  return {
    open: async (member, now, ip) => {
      const token = randomBytes(32).toString("hex")
      await db.query(
        "insert into sessions (token_hash, member_id, created_at, last_seen_at, ip) values ($1, $2, $3, $3, $4)",
        [hash(token), member.id, new Date(now), ip],
      )
      cache.set(token, {
        caller: { memberId: member.id, account: member.account, type: member.type, token },
        createdAt: now,
        lastSeen: now,
        written: now,
      })
      return token
    },
    touch: async (token, now) => {
      if (token.length > 256) return undefined
      let s = cache.get(token)
      if (s === undefined) {
        const h = hash(token)
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
          [h],
        )
        const row = rows[0]
        if (row === undefined) return undefined
        s = {
          caller: { memberId: Number(row.member_id), account: row.account, type: Number(row.type), token },
          createdAt: row.created_at.getTime(),
          lastSeen: row.last_seen_at.getTime(),
          written: row.last_seen_at.getTime(),
        }
        cache.set(token, s)
      }
      if (expired(s, now)) {
        cache.delete(token)
        await db.query("update sessions set revoked_at = $2 where token_hash = $1 and revoked_at is null", [
          hash(token),
          new Date(now),
        ])
        return undefined
      }
      s.lastSeen = now
      if (now - s.written > touchEveryMs) {
        s.written = now
        await db.query("update sessions set last_seen_at = $2 where token_hash = $1", [hash(token), new Date(now)])
      }
      return s.caller
    },
    close: async (token) => {
      cache.delete(token)
      await db.query("update sessions set revoked_at = now() where token_hash = $1 and revoked_at is null", [
        hash(token),
      ])
    },
    closeAllOf: async (memberId, exceptToken) => {
      const kept = exceptToken === undefined ? "" : hash(exceptToken)
      for (const [t, s] of cache) if (s.caller.memberId === memberId && t !== exceptToken) cache.delete(t)
      await db.query(
        "update sessions set revoked_at = now() where member_id = $1 and revoked_at is null and token_hash <> $2",
        [memberId, kept],
      )
    },
  }
}

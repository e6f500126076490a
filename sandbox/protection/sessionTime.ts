/**
 * The session-time limit on the platform's side: the time a member was signed in over the last 24 hours (each
 * session from its opening to its end: logout, idle or absolute expiry, or its limit; an open one to now), the
 * admission of a login (refused while excluded or at the limit) and the end a new or limited session gets.
 */
import {
  exclusionRefusalMessage,
  inForce,
  isExcluded,
  refusalCode,
  resetAtOf,
  sessionRefusalMessage,
  sessionWindowMs,
} from "../../core/model/Protection.ts"
import { absoluteMs, idleMs } from "../auth/sessions.ts"
import type { Queryable } from "../db/Database.ts"
import { ApiError } from "../http/ApiError.ts"
import { ms, num } from "../money/rows.ts"
import { accountRead, limitsOf } from "./limits.ts"

/**
 * Signed-in time over the window ending at `now` (time on several sessions at once counts once: the union of their
 * spans), and the earliest instant of it counted (null: none).
 */
export const signedInMs = async (
  q: Queryable,
  memberId: number,
  now: number,
): Promise<{ readonly used: number; readonly oldest: number | null }> => {
  const start = now - sessionWindowMs
  const [row] = await q.query<{ used: unknown; oldest: unknown }>(
    `with spans as (
       select greatest(created_at, $3::timestamptz) as s,
              least(coalesce(revoked_at, $2::timestamptz), $2::timestamptz,
                    last_seen_at + $4 * interval '1 millisecond', created_at + $5 * interval '1 millisecond',
                    coalesce(limit_ends_at, 'infinity'::timestamptz)) as e
         from sessions
        where member_id = $1 and created_at < $2 and coalesce(revoked_at, 'infinity'::timestamptz) > $3
     )
     select coalesce((select sum(extract(epoch from (upper(r) - lower(r))) * 1000)
                        from unnest((select range_agg(tstzrange(s, e)) from spans where e > s)) r), 0) as used,
            (select min(s) from spans where e > s) as oldest`,
    [memberId, new Date(now), new Date(start), idleMs, absoluteMs],
  )
  return { used: Math.round(num(row?.used)), oldest: ms(row?.oldest) }
}

/** The session-time limit in force at `now`, in minutes (null: none). */
export const sessionLimitOf = async (q: Queryable, memberId: number, now: number): Promise<number | null> => {
  const limit = (await limitsOf(q, memberId)).find((l) => l.kind === "SESSION")
  return limit === undefined ? null : inForce(limit, now)
}

/** When the member's sessions end by the session-time limit, counted at `now` (null: no limit). */
export const sessionEndOf = async (q: Queryable, memberId: number, now: number): Promise<number | null> => {
  const limit = await sessionLimitOf(q, memberId, now)
  if (limit === null) return null
  const { used } = await signedInMs(q, memberId, now)
  return now + Math.max(0, limit * 60_000 - used)
}

/**
 * Refuses (403 `session_limit_reached`, what remains and when time frees) a member whose signed-in time over the last
 * 24 hours has reached the session-time limit in force; answers the limit in minutes and the time used (ms).
 */
const refuseAtSessionLimit = async (
  q: Queryable,
  memberId: number,
  now: number,
): Promise<{ readonly limit: number; readonly used: number } | undefined> => {
  const limit = await sessionLimitOf(q, memberId, now)
  if (limit === null) return undefined
  const { used, oldest } = await signedInMs(q, memberId, now)
  if (used >= limit * 60_000) {
    const resetAt = resetAtOf("DAY", oldest)
    throw new ApiError(403, refusalCode.SESSION, sessionRefusalMessage(limit, Math.floor(used / 60_000), resetAt), {
      limit,
      remaining: 0,
      resetAt,
    })
  }
  return { limit, used }
}

/**
 * Admits a login at `now`: refuses an excluded member (403 `account_excluded`, the end date) and one at the
 * session-time limit (403 `session_limit_reached`, what remains and when time frees); answers when the new session
 * must end (null: no limit).
 */
export const admitLogin = async (q: Queryable, memberId: number, now: number): Promise<number | null> => {
  const account = await accountRead(q, memberId)
  if (account.exclusion !== null && isExcluded(account.exclusion, now))
    throw new ApiError(403, refusalCode.EXCLUDED, exclusionRefusalMessage(account.exclusion), account.exclusion)
  const time = await refuseAtSessionLimit(q, memberId, now)
  return time === undefined ? null : now + time.limit * 60_000 - time.used
}

/** Records a login (time and client address) for the member's history and "last login". */
export const recordLogin = (q: Queryable, memberId: number, now: number, ip: string) =>
  q.query("insert into login_history (member_id, at, ip) values ($1, $2, $3)", [memberId, new Date(now), ip])

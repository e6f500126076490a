/**
 * The player-protection calls (core/contract/api/protection.ts): the member's limits with their use, setting a limit,
 * the reality-check interval, the current session's figures, cool-off and self-exclusion, and the histories. The
 * rules are core's (core/model/Protection.ts); the counts are limits.ts's and sessionTime.ts's.
 */

import type { Api } from "../../core/contract/Api.ts"
import { protectionCodes } from "../../core/contract/ErrorCode.ts"
import {
  changeLimit,
  effectiveAtOf,
  extendExclusion,
  historySize,
  isExcluded,
  LimitKind,
  LimitPeriod,
  type LimitSetting,
  minutesBetween,
  type ProtectionLimit,
  type ProtectionStatus,
  remainingOf,
  settle,
  windowStart,
} from "../../core/model/Protection.ts"
import { tokenHash } from "../auth/sessions.ts"
import type { Queryable } from "../db/Database.ts"
import { ApiError } from "../http/ApiError.ts"
import type { Handler, Handlers } from "../http/Context.ts"
import { callerOf } from "../money/callers.ts"
import { checkLoginPassword } from "../money/paymentPassword.ts"
import { ms, num } from "../money/rows.ts"
import { accountRead, limitsOf, lockAccount, periodKey, totalsAt, usedBetween } from "./limits.ts"
import { sessionEndOf, signedInMs } from "./sessionTime.ts"

/** The member's protection as `GET /wps/member/protection` answers it, at `now`. */
export const statusOf = async (q: Queryable, memberId: number, now: number): Promise<ProtectionStatus> => {
  const account = await accountRead(q, memberId)
  const stored = await limitsOf(q, memberId)
  const settled = stored
    .map((l) => ({ ...l, ...settle(l, now) }))
    .filter((l): l is typeof l & { amount: number } => l.amount !== null)
  const periods = LimitPeriod.literals.filter((p) => settled.some((l) => l.period === p))
  const before = await totalsAt(
    q,
    memberId,
    periods.map((p) => windowStart(p, now)),
  )
  const session = settled.some((l) => l.kind === "SESSION") ? await signedInMs(q, memberId, now) : undefined
  const limits: Array<ProtectionLimit> = []
  for (const kind of LimitKind.literals)
    for (const l of settled
      .filter((x) => x.kind === kind)
      .sort((a, b) => periodRank(a.period) - periodRank(b.period))) {
      if (l.kind === "SESSION" || l.period === null) {
        const used = Math.floor((session?.used ?? 0) / 60_000)
        limits.push({
          kind: "SESSION",
          period: null,
          amount: l.amount,
          used,
          remaining: remainingOf(l.amount, used),
          pending: l.pending,
        })
      } else {
        const at = before[periods.indexOf(l.period)]
        const used = Math.max(0, at === undefined ? 0 : usedBetween(l.kind, at, account.totals))
        limits.push({
          kind: l.kind,
          period: l.period,
          amount: l.amount,
          used,
          remaining: remainingOf(l.amount, used),
          pending: l.pending,
        })
      }
    }
  const [previous] = await q.query<{ at: unknown; ip: string }>(
    "select at, ip from login_history where member_id = $1 order by at desc, id desc offset 1 limit 1",
    [memberId],
  )
  return {
    limits,
    realityCheckMinutes: account.realityCheckMinutes as ProtectionStatus["realityCheckMinutes"],
    exclusion: account.exclusion !== null && isExcluded(account.exclusion, now) ? account.exclusion : null,
    lastLogin: previous === undefined ? null : { at: ms(previous.at) ?? 0, ip: previous.ip },
  }
}

const periodRank = (p: string | null) => (p === null ? 3 : LimitPeriod.literals.indexOf(p as LimitPeriod))

const protection: Handler<Api["protection"]> = async (ctx) => statusOf(ctx.services.db, callerOf(ctx).memberId, ctx.now)

/**
 * Sets a limit: stricter at once, looser after 24 hours (core's `changeLimit`), under the member's protection lock so
 * a change and a claim never interleave; the change is kept in the history. A session-time limit moves the end of
 * the member's open sessions on every instance.
 */
const protectionLimit: Handler<Api["protectionLimit"]> = async (ctx, request) => {
  const memberId = callerOf(ctx).memberId
  const db = ctx.services.db
  const period = request.kind === "SESSION" ? null : request.period
  await db.transaction(async (tx) => {
    await lockAccount(tx, memberId)
    const current: LimitSetting = (await limitsOf(tx, memberId)).find(
      (l) => l.kind === request.kind && l.period === period,
    ) ?? { amount: null, pending: null }
    const from = settle(current, ctx.now)
    const next = changeLimit(current, request.amount, ctx.now)
    if (next.amount === from.amount && next.pending === null && from.pending === null) return
    await tx.query(
      `insert into protection_limits (member_id, kind, period, amount, pending_amount, pending_at)
       values ($1, $2, $3, $4, $5, $6)
       on conflict (member_id, kind, period) do update
         set amount = excluded.amount, pending_amount = excluded.pending_amount, pending_at = excluded.pending_at`,
      [
        memberId,
        request.kind,
        periodKey(period),
        next.amount,
        next.pending?.amount ?? null,
        next.pending === null ? null : new Date(next.pending.effectiveAt),
      ],
    )
    await tx.query(
      `insert into protection_limit_changes (member_id, at, kind, period, from_amount, to_amount, effective_at)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [
        memberId,
        new Date(ctx.now),
        request.kind,
        periodKey(period),
        from.amount,
        request.amount,
        new Date(effectiveAtOf(from.amount, request.amount, ctx.now)),
      ],
    )
  })
  if (request.kind === "SESSION")
    await ctx.services.sessions.limitAllOf(memberId, await sessionEndOf(db, memberId, ctx.now))
  return statusOf(db, memberId, ctx.now)
}

const protectionRealityCheck: Handler<Api["protectionRealityCheck"]> = async (ctx, request) => {
  const memberId = callerOf(ctx).memberId
  const db = ctx.services.db
  await db.query(
    `insert into protection_accounts (member_id, reality_check_minutes) values ($1, $2)
     on conflict (member_id) do update set reality_check_minutes = excluded.reality_check_minutes`,
    [memberId, request.minutes],
  )
  return statusOf(db, memberId, ctx.now)
}

/** The reality check's figures: since the current session opened, its minutes, the stakes and payouts less stakes. */
const protectionSession: Handler<Api["protectionSession"]> = async (ctx) => {
  const caller = callerOf(ctx)
  const db = ctx.services.db
  const [row] = await db.query<{ created_at: unknown }>("select created_at from sessions where token_hash = $1", [
    tokenHash(caller.token),
  ])
  const startedAt = ms(row?.created_at) ?? ctx.now
  const account = await accountRead(db, caller.memberId)
  const [before] = await totalsAt(db, caller.memberId, [startedAt])
  const wagered = account.totals.stake - (before?.stake ?? 0)
  const paid = account.totals.payout - (before?.payout ?? 0)
  return { startedAt, minutes: minutesBetween(startedAt, ctx.now), wagered, net: paid - wagered }
}

/**
 * Cool-off or self-exclusion, confirmed by the login password (its failures counted and locked like the platform's
 * other password checks): starts at once, can only be lengthened, and ends every session of the member on every
 * instance, this one included.
 */
const protectionExclusion: Handler<Api["protectionExclusion"]> = async (ctx, request) => {
  const memberId = callerOf(ctx).memberId
  const db = ctx.services.db
  await checkLoginPassword(db, memberId, request.password, ctx.now)
  const exclusion = await db.transaction(async (tx) => {
    const account = await lockAccount(tx, memberId)
    const next = extendExclusion(account.exclusion, request, ctx.now)
    if (next === undefined)
      throw new ApiError(
        400,
        protectionCodes.exclusionCannotShorten,
        `An exclusion in force ends ${new Date(account.exclusion?.until ?? ctx.now).toISOString()}: it can only be lengthened`,
      )
    await tx.query("update protection_accounts set exclusion_kind = $2, excluded_until = $3 where member_id = $1", [
      memberId,
      next.kind,
      new Date(next.until),
    ])
    return next
  })
  await ctx.services.sessions.closeAllOf(memberId, undefined, ctx.now)
  return exclusion
}

const protectionHistory: Handler<Api["protectionHistory"]> = async (ctx) => {
  const memberId = callerOf(ctx).memberId
  const db = ctx.services.db
  const logins = await db.query<{ at: unknown; ip: string }>(
    "select at, ip from login_history where member_id = $1 order by at desc, id desc limit $2",
    [memberId, historySize],
  )
  const changes = await db.query<{
    at: unknown
    kind: string
    period: string
    from_amount: unknown
    to_amount: unknown
    effective_at: unknown
  }>(
    `select at, kind, period, from_amount, to_amount, effective_at from protection_limit_changes
      where member_id = $1 order by at desc, id desc limit $2`,
    [memberId, historySize],
  )
  return {
    logins: logins.map((l) => ({ at: ms(l.at) ?? 0, ip: l.ip })),
    limitChanges: changes.map((c) => ({
      at: ms(c.at) ?? 0,
      kind: c.kind as LimitKind,
      period: c.period === "" ? null : (c.period as LimitPeriod),
      from: c.from_amount === null ? null : num(c.from_amount),
      to: c.to_amount === null ? null : num(c.to_amount),
      effectiveAt: ms(c.effective_at) ?? 0,
    })),
  }
}

export const protectionHandlers = {
  protection,
  protectionLimit,
  protectionRealityCheck,
  protectionSession,
  protectionExclusion,
  protectionHistory,
} satisfies Handlers

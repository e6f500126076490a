/**
 * Player protection: limits, reality checks, cool-off and self-exclusion, and the last login (the UK Gambling
 * Commission's RTS 12-14, the MGA Player Protection Directive, 58 Pa. Code 812a.9 / 814a.1). The rules are stated
 * here once: the platform (the sandbox) enforces them by importing this module, the portal shows them from it.
 *
 * Rules chosen (docs/decisions.md, "Player protection"):
 * - Windows are ROLLING, not calendar: DAY is the last 24 hours, WEEK the last 7 x 24 hours, MONTH the last
 *   30 x 24 hours before the instant of the check. A rolling window has no midnight at which a member may spend a
 *   second day's limit a minute after the first; the window "resets" movement by movement, as each leaves it.
 * - Setting a limit where there was none, or lowering one, takes effect at once. Raising or removing one takes effect
 *   24 hours later and shows as pending until then; a later lowering replaces a pending raise.
 * - The session-time limit (kind SESSION, no period) counts the minutes the member was signed in over the last
 *   24 hours; at the limit the session ends and a login is refused until time leaves the window.
 * - Loss is stakes minus payouts in the window; a bet is checked as if it lost (its whole stake), wager counts stakes.
 * - Reality checks every 15, 30 or 60 minutes, or off (null, the default).
 * - Cool-off for 1, 7 or 30 days; self-exclusion for 183 days (6 months), 365 (1 year) or 1826 (5 years). Both take
 *   effect at once and can only be lengthened, never shortened or lifted early.
 *
 * Times on the wire are epoch milliseconds; money amounts are `Money` (minor units), session amounts whole minutes.
 */
import * as Schema from "effect/Schema"
import { protectionCodes } from "../contract/ErrorCode.ts"
import { brandTimeText } from "./BrandDate.ts"
import { Money, MoneyInput, toDecimalText } from "./Money.ts"

const hourMs = 3_600_000
/** One day in milliseconds (the unit of windows and exclusions). */
export const protectionDayMs = 24 * hourMs
const dayMs = protectionDayMs

/** The kinds of limit: money limits (deposit, loss, wager) per window, and the session-time limit in minutes. */
export const LimitKind = Schema.Literals(["DEPOSIT", "LOSS", "WAGER", "SESSION"])
export type LimitKind = typeof LimitKind.Type
/** The money limits, which have a window. */
export const MoneyLimitKind = Schema.Literals(["DEPOSIT", "LOSS", "WAGER"])
export type MoneyLimitKind = typeof MoneyLimitKind.Type

/** The windows of a money limit (rolling; see `periodMs`). */
export const LimitPeriod = Schema.Literals(["DAY", "WEEK", "MONTH"])
export type LimitPeriod = typeof LimitPeriod.Type

/** Length of each rolling window: the last 24 h, the last 7 x 24 h, the last 30 x 24 h. */
export const periodMs: Readonly<Record<LimitPeriod, number>> = { DAY: dayMs, WEEK: 7 * dayMs, MONTH: 30 * dayMs }

/** The window the session-time limit counts signed-in minutes over: the last 24 hours, rolling. */
export const sessionWindowMs = dayMs

/** How long a raise or a removal waits before it takes effect (the cooling-off period of RTS 12). */
export const raiseDelayMs = dayMs

/** The longest limit accepted: a deposit limit of 10^10 major units, or a session limit of a whole day. */
export const maxMoneyLimit = 1_000_000_000_000
export const maxSessionMinutes = 24 * 60

/** An instant on the wire: epoch milliseconds. */
export const Instant = Schema.Finite.annotate({ identifier: "Instant", description: "epoch milliseconds" })
export type Instant = typeof Instant.Type

/** A money limit in a request: whole cents, zero (nothing allowed) up to `maxMoneyLimit`. */
export const LimitAmountInput = MoneyInput.check(Schema.isBetween({ minimum: 0, maximum: maxMoneyLimit }))

/** Whole minutes of a session-time limit. */
export const Minutes = Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: maxSessionMinutes }))

// ---- Requests --------------------------------------------------------------------------------------------------

/** Body of `PUT /wps/member/protection/limit`: a money limit for a window, or the session limit; null removes. */
export const LimitRequest = Schema.Union([
  Schema.Struct({
    kind: MoneyLimitKind,
    period: LimitPeriod,
    amount: Schema.NullOr(LimitAmountInput),
  }),
  Schema.Struct({
    kind: Schema.Literal("SESSION"),
    period: Schema.optionalKey(Schema.Null),
    amount: Schema.NullOr(Minutes),
  }),
])
export type LimitRequest = typeof LimitRequest.Type

/** The reality-check intervals offered, in minutes; null is off (the default). */
export const realityCheckChoices = [15, 30, 60] as const
export const RealityCheckMinutes = Schema.NullOr(Schema.Literals(realityCheckChoices))
export type RealityCheckMinutes = typeof RealityCheckMinutes.Type

/** Body of `PUT /wps/member/protection/realityCheck`. */
export const RealityCheckRequest = Schema.Struct({ minutes: RealityCheckMinutes })
export type RealityCheckRequest = typeof RealityCheckRequest.Type

/** The kinds of exclusion: a short cool-off, or self-exclusion of at least six months (MGA). */
export const ExclusionKind = Schema.Literals(["COOL_OFF", "SELF_EXCLUSION"])
export type ExclusionKind = typeof ExclusionKind.Type

/** Days a cool-off may last: 24 hours, 7 days, 30 days. */
export const coolOffDays = [1, 7, 30] as const
/** Days a self-exclusion may last: 6 months, 1 year, 5 years. */
export const selfExclusionDays = [183, 365, 1826] as const

/** Body of `POST /wps/member/protection/exclusion` (encrypted; the password confirms it). */
export const ExclusionRequest = Schema.Union([
  Schema.Struct({ kind: Schema.Literal("COOL_OFF"), days: Schema.Literals(coolOffDays), password: Schema.String }),
  Schema.Struct({
    kind: Schema.Literal("SELF_EXCLUSION"),
    days: Schema.Literals(selfExclusionDays),
    password: Schema.String,
  }),
])
export type ExclusionRequest = typeof ExclusionRequest.Type

// ---- Answers ---------------------------------------------------------------------------------------------------

/** A money limit in force with its use in the window, and a pending raise or removal (amount null). */
export const MoneyLimit = Schema.Struct({
  kind: MoneyLimitKind,
  period: LimitPeriod,
  amount: Money,
  used: Money,
  remaining: Money,
  pending: Schema.NullOr(Schema.Struct({ amount: Schema.NullOr(Money), effectiveAt: Instant })),
})
export type MoneyLimit = typeof MoneyLimit.Type

/** The session-time limit in minutes, with the minutes signed in over the last 24 hours. */
export const SessionLimit = Schema.Struct({
  kind: Schema.Literal("SESSION"),
  period: Schema.Null,
  amount: Schema.Int,
  used: Schema.Int,
  remaining: Schema.Int,
  pending: Schema.NullOr(Schema.Struct({ amount: Schema.NullOr(Schema.Int), effectiveAt: Instant })),
})
export type SessionLimit = typeof SessionLimit.Type

export const ProtectionLimit = Schema.Union([MoneyLimit, SessionLimit])
export type ProtectionLimit = typeof ProtectionLimit.Type

/** An exclusion in force: its kind and when it ends. */
export const Exclusion = Schema.Struct({ kind: ExclusionKind, until: Instant })
export type Exclusion = typeof Exclusion.Type

/** A login: when and from which address. */
export const LoginRecord = Schema.Struct({ at: Instant, ip: Schema.String })
export type LoginRecord = typeof LoginRecord.Type

/** `value` of `GET /wps/member/protection` (and of the two PUTs, which answer the state they leave). */
export const ProtectionStatus = Schema.Struct({
  limits: Schema.Array(ProtectionLimit),
  realityCheckMinutes: RealityCheckMinutes,
  exclusion: Schema.NullOr(Exclusion),
  /** The login before the current one (58 Pa. Code 812a.9), null on a first login. */
  lastLogin: Schema.NullOr(LoginRecord),
})
export type ProtectionStatus = typeof ProtectionStatus.Type

/** `value` of `GET /wps/member/protection/session`: since login, minutes, amount staked and net result (won - staked). */
export const ProtectionSession = Schema.Struct({
  startedAt: Instant,
  minutes: Schema.Int,
  wagered: Money,
  net: Money,
})
export type ProtectionSession = typeof ProtectionSession.Type

/** A change of a limit: from and to (null: no limit), and when the new value takes effect. */
export const LimitChange = Schema.Struct({
  at: Instant,
  kind: LimitKind,
  period: Schema.NullOr(LimitPeriod),
  /** Minor units for a money limit, minutes for SESSION. */
  from: Schema.NullOr(Schema.Int),
  to: Schema.NullOr(Schema.Int),
  effectiveAt: Instant,
})
export type LimitChange = typeof LimitChange.Type

/** How many of each history the platform returns, newest first. */
export const historySize = 50

/** `value` of `GET /wps/member/protection/history`. */
export const ProtectionHistory = Schema.Struct({
  logins: Schema.Array(LoginRecord),
  limitChanges: Schema.Array(LimitChange),
})
export type ProtectionHistory = typeof ProtectionHistory.Type

// ---- Rules -----------------------------------------------------------------------------------------------------

/** A limit as stored: the amount in force (null: none) and a pending raise or removal. */
export interface LimitSetting {
  readonly amount: number | null
  readonly pending: { readonly amount: number | null; readonly effectiveAt: number } | null
}

export const noLimit: LimitSetting = { amount: null, pending: null }

/** The setting as it stands at `now`: a pending change whose time has come is in force. */
export const settle = (s: LimitSetting, now: number): LimitSetting =>
  s.pending !== null && s.pending.effectiveAt <= now ? { amount: s.pending.amount, pending: null } : s

/** The amount in force at `now` (null: no limit). */
export const inForce = (s: LimitSetting, now: number): number | null => settle(s, now).amount

/** True when `to` is stricter than `from` (a limit is stricter than none; a smaller limit than a larger one). */
export const isStricter = (from: number | null, to: number | null): boolean =>
  to !== null && (from === null || to < from)

/**
 * A member's change of a limit at `now`: setting one or lowering it takes effect at once (and drops a pending raise);
 * raising or removing it waits `raiseDelayMs` as pending, the amount in force staying until then. Asking for the
 * amount already in force drops a pending change.
 */
export const changeLimit = (current: LimitSetting, to: number | null, now: number): LimitSetting => {
  const s = settle(current, now)
  if (to === s.amount) return { amount: s.amount, pending: null }
  if (isStricter(s.amount, to)) return { amount: to, pending: null }
  return { amount: s.amount, pending: { amount: to, effectiveAt: now + raiseDelayMs } }
}

/** When a change to `to` made at `now` takes effect. */
export const effectiveAtOf = (from: number | null, to: number | null, now: number): number =>
  isStricter(from, to) || from === to ? now : now + raiseDelayMs

/** Where a window ending at `now` starts (exclusive): movements after it count. */
export const windowStart = (period: LimitPeriod, now: number): number => now - periodMs[period]

/** What remains of a limit after `used` (never below zero). */
export const remainingOf = (limit: number, used: number): number => Math.max(0, limit - used)

/** Whether a movement of `amount` fits a limit with `used` already counted in its window. */
export const fits = (limit: number | null, used: number, amount: number): boolean =>
  limit === null || used + amount <= limit

/**
 * When a rolling window frees room again: when the oldest movement counted in it leaves it. Null when nothing is
 * counted (a limit of zero never frees room).
 */
export const resetAtOf = (period: LimitPeriod, oldestCounted: number | null): number | null =>
  oldestCounted === null ? null : oldestCounted + periodMs[period]

/** Session minutes: whole minutes between two instants (a started minute does not count until it is complete). */
export const minutesBetween = (from: number, to: number): number => Math.max(0, Math.floor((to - from) / 60_000))

/** The days a kind of exclusion may last. */
export const exclusionDays: Readonly<Record<ExclusionKind, ReadonlyArray<number>>> = {
  COOL_OFF: coolOffDays,
  SELF_EXCLUSION: selfExclusionDays,
}

/** When an exclusion of `days` asked at `now` ends. */
export const exclusionEnd = (days: number, now: number): number => now + days * dayMs

/**
 * The exclusion after a request at `now`: a new one, or one that ends later than the one in force (its kind becomes
 * the new one). Undefined when the request would end sooner than the one in force: an exclusion cannot be shortened.
 */
export const extendExclusion = (
  current: Exclusion | null,
  request: { readonly kind: ExclusionKind; readonly days: number },
  now: number,
): Exclusion | undefined => {
  const until = exclusionEnd(request.days, now)
  if (current !== null && current.until > now && until <= current.until) return undefined
  return { kind: request.kind, until }
}

/** Whether an exclusion is in force at `now`. */
export const isExcluded = (e: Exclusion | null, now: number): boolean => e !== null && e.until > now

// ---- Refusals --------------------------------------------------------------------------------------------------

/** The platform's refusal codes (in its error envelope, with a 403 status). */
export const refusalCode = {
  DEPOSIT: protectionCodes.depositLimitExceeded,
  LOSS: protectionCodes.lossLimitExceeded,
  WAGER: protectionCodes.wagerLimitExceeded,
  SESSION: protectionCodes.sessionLimitReached,
  EXCLUDED: protectionCodes.accountExcluded,
} as const
export type RefusalCode = (typeof refusalCode)[keyof typeof refusalCode]

/** Every refusal code, for a client matching them. */
export const refusalCodes: ReadonlyArray<RefusalCode> = Object.values(refusalCode)

/**
 * An instant as the refusal messages write it: the brand's one format in its zone (BrandDate.ts), since a game shows
 * the message as sent; the structured `resetAt` / `until` beside it stay epoch milliseconds.
 */
export const instantText = (t: number): string => `${brandTimeText(t)} GMT+8`

const kindName: Readonly<Record<LimitKind, string>> = {
  DEPOSIT: "Deposit",
  LOSS: "Loss",
  WAGER: "Wager",
  SESSION: "Session time",
}
const periodName: Readonly<Record<LimitPeriod, string>> = { DAY: "24-hour", WEEK: "7-day", MONTH: "30-day" }

/** The message of a money limit's refusal: the limit, what remains and when the window frees room. */
export const moneyRefusalMessage = (
  kind: MoneyLimitKind,
  period: LimitPeriod,
  limit: number,
  used: number,
  resetAt: number | null,
): string =>
  `${kindName[kind]} limit reached: ${periodName[period]} limit ${toDecimalText(limit)}, ` +
  `remaining ${toDecimalText(remainingOf(limit, used))}, ` +
  (resetAt === null ? "does not reset while the limit stays at zero" : `resets at ${instantText(resetAt)}`)

/** The message of a session-time refusal: the limit in minutes, what remains and when time is free again. */
export const sessionRefusalMessage = (limit: number, used: number, resetAt: number | null): string =>
  `${kindName.SESSION} limit reached: ${limit} minutes in 24 hours, remaining ${Math.max(0, limit - used)} minutes, ` +
  (resetAt === null ? "does not reset" : `resets at ${instantText(resetAt)}`)

/** The message of a refusal to an excluded member: the kind and the end date. */
export const exclusionRefusalMessage = (e: Exclusion): string =>
  `Account ${e.kind === "COOL_OFF" ? "in cool-off" : "self-excluded"} until ${instantText(e.until)}`

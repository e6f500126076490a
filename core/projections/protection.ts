/**
 * What player protection shows (core/model/Protection.ts holds the rules; the protection slice the data): each limit
 * with what is used and remains in its window and a pending change with the time it takes effect, every kind and
 * window offered even where no limit is set; the exclusion in force; whether the reality check is due, with its
 * figures; and the notice of the previous login. Pure functions of state.
 */
import {
  type ExclusionKind,
  exclusionDays,
  type LimitKind,
  type LimitPeriod,
  LimitPeriod as LimitPeriods,
  MoneyLimitKind,
  type ProtectionLimit,
} from "../model/Protection.ts"
import type { State } from "../state/State.ts"
import { elapsedOf } from "../state/slices/protection.ts"

/** One limit as the responsible-gaming page shows it; `unit` says whether amounts are minor units or minutes. */
export interface LimitRow {
  readonly kind: LimitKind
  readonly period: LimitPeriod | null
  readonly unit: "money" | "minutes"
  /** The limit in force; null when none is set. */
  readonly amount: number | null
  readonly used: number | null
  readonly remaining: number | null
  /** A raise or removal waiting for its time (amount null: the limit goes). */
  readonly pending: { readonly amount: number | null; readonly effectiveAt: number } | null
}

/** Every limit the member may set, in the page's order: deposit, loss, wager by window, then session time. */
export const limitSlots: ReadonlyArray<{ readonly kind: LimitKind; readonly period: LimitPeriod | null }> = [
  ...MoneyLimitKind.literals.flatMap((kind) => LimitPeriods.literals.map((period) => ({ kind, period }))),
  { kind: "SESSION", period: null },
]

const same = (l: ProtectionLimit, kind: LimitKind, period: LimitPeriod | null) =>
  l.kind === kind && (l.period ?? null) === period

/** The rows of the limits: each slot, with the platform's figures when a limit is set or pending. */
export const limitRows = (s: State): ReadonlyArray<LimitRow> => {
  const limits = s.protection.status?.limits ?? []
  return limitSlots.map(({ kind, period }) => {
    const l = limits.find((x) => same(x, kind, period))
    const unit = kind === "SESSION" ? "minutes" : "money"
    return l === undefined
      ? { kind, period, unit, amount: null, used: null, remaining: null, pending: null }
      : { kind, period, unit, amount: l.amount, used: l.used, remaining: l.remaining, pending: l.pending }
  })
}

/** The exclusion in force at the clock's time, if any. */
export const exclusionInForce = (s: State): { readonly kind: ExclusionKind; readonly until: number } | undefined => {
  const e = s.protection.status?.exclusion ?? null
  return e !== null && e.until > s.clock.now ? e : undefined
}

/** The lengths offered for each kind of exclusion, in days. */
export const exclusionChoices = exclusionDays

/** The reality check when it is due: the interval it interrupts and the session's figures. */
export interface RealityCheckDue {
  /** Milliseconds after the login of the interval's end (what "continue" answers). */
  readonly elapsed: number
  readonly minutes: number
  readonly startedAt: number
  readonly wagered: number
  readonly net: number
}

/**
 * The reality check due at the clock's time: the member set an interval, the session's figures are in, and a whole
 * interval since the login has ended after the last one answered (or after this page started watching).
 */
export const realityCheckDue = (s: State): RealityCheckDue | undefined => {
  const p = s.protection
  const interval = p.status?.realityCheckMinutes ?? null
  if (interval === null || p.session === undefined || p.answeredAt === undefined) return
  // The clock is read only once a check can be due: a view following this (ui/protection/ProtectionHost.tsx) then
  // renders with each tick only for a member who chose a reality check, not for every member all day.
  const elapsed = elapsedOf(p, s.clock.now)
  if (elapsed === undefined) return
  const every = interval * 60_000
  const due = Math.floor(elapsed / every) * every
  if (due === 0 || due <= p.answeredAt) return
  return {
    elapsed: due,
    minutes: Math.floor(elapsed / 60_000),
    startedAt: p.session.startedAt,
    wagered: p.session.wagered,
    net: p.session.net,
  }
}

/** When the next reality check falls (portal clock, ms), for a timer; undefined when none is set or figures lack. */
export const nextRealityCheckAt = (s: State): number | undefined => {
  const p = s.protection
  const interval = p.status?.realityCheckMinutes ?? null
  const elapsed = elapsedOf(p, s.clock.now)
  if (interval === null || elapsed === undefined || p.session === undefined) return
  const every = interval * 60_000
  const next = (Math.floor(Math.max(elapsed, p.answeredAt ?? 0) / every) + 1) * every
  return p.session.startedAt + next - p.offset
}

/** The previous login's time and address, while its notice is to show after a login. */
export const lastLoginNotice = (s: State): { readonly at: number; readonly ip: string } | undefined =>
  s.protection.notice === "lastLogin" && s.session.loggedIn ? (s.protection.status?.lastLogin ?? undefined) : undefined

/** After a registration: the offer of the responsible-gaming tools, until closed. */
export const registrationOffer = (s: State): boolean => s.protection.notice === "registered" && s.session.loggedIn

/**
 * Player protection as the portal knows it (core/model/Protection.ts holds the rules): the member's limits with their
 * use and pending changes, the reality-check interval, an exclusion and the previous login (`GET
 * /wps/member/protection`); the current session's figures for the reality check; the histories of logins and limit
 * changes; and what the member answered. Member data: cleared when the session ends or the member logs out, and by
 * an exclusion, which ends every session of the member at once.
 *
 * The reality check counts from the login, not from a page's load: its moments are `startedAt` plus whole intervals.
 * `answeredAt` is how far after the login (ms) the member has answered, or this page started watching: a page opened
 * mid-session asks at the next interval, not for the ones before it.
 */
import { type CallError, type CallFailure, callErrorOf } from "../../model/CallError.ts"
import type { ProtectionHistory, ProtectionSession, ProtectionStatus } from "../../model/Protection.ts"
import { failedOrReset, type Handlers, resetTo, slice } from "../Slice.ts"

export interface ProtectionState {
  /** The limits, reality-check interval, exclusion and previous login; undefined until loaded. */
  readonly status: ProtectionStatus | undefined
  /** The session's figures since login (the reality check's); undefined until loaded. */
  readonly session: ProtectionSession | undefined
  /** The platform's clock minus the portal's (ms), estimated when the figures load; 0 when they agree. */
  readonly offset: number
  /** Milliseconds after the login up to which the reality check is answered; undefined before the figures load. */
  readonly answeredAt: number | undefined
  readonly history: ProtectionHistory | undefined
  /**
   * The notice still to show: the previous login's time and address after a login, or after a registration the offer
   * of the responsible-gaming tools (deposit limits are offered at registration, RTS 12).
   */
  readonly notice: "lastLogin" | "registered" | undefined
  readonly error: CallError | undefined
}

export const initialProtection: ProtectionState = {
  status: undefined,
  session: undefined,
  offset: 0,
  answeredAt: undefined,
  history: undefined,
  notice: undefined,
  error: undefined,
}

const minuteMs = 60_000

/**
 * The platform's clock minus the portal's, from figures loaded at `now`: the platform counted `minutes` whole minutes
 * since `startedAt`, so its time lies in [startedAt + minutes, startedAt + minutes + 1 minute). Within that the clocks
 * agree (0); outside it, the middle of that minute is the best guess.
 */
export const offsetOf = (session: ProtectionSession, now: number): number => {
  const from = session.startedAt + session.minutes * minuteMs
  return now >= from - minuteMs && now < from + 2 * minuteMs ? 0 : from + minuteMs / 2 - now
}

/** Milliseconds since the login at the portal's `now`, on the platform's clock. */
export const elapsedOf = (s: ProtectionState, now: number): number | undefined =>
  s.session === undefined ? undefined : Math.max(0, now + s.offset - s.session.startedAt)

const failed = (s: ProtectionState, e: CallFailure): ProtectionState =>
  e.endpoint.startsWith("protection") ? { ...s, error: callErrorOf(e) } : s

const reset = resetTo(initialProtection)

const loaded = (s: ProtectionState, status: ProtectionStatus): ProtectionState => ({ ...s, status, error: undefined })

const handlers: Handlers<ProtectionState> = {
  ProtectionLoaded: (s, e) => loaded(s, e.value),
  ProtectionLimitSet: (s, e) => loaded(s, e.value),
  // A new interval counts from now on: the member just chose it, so nothing before is owed.
  RealityCheckSet: (s, e, state) => {
    const elapsed = elapsedOf(s, state.clock.now)
    return { ...loaded(s, e.value), ...(elapsed === undefined ? {} : { answeredAt: elapsed }) }
  },
  ProtectionSessionLoaded: (s, e, state) => {
    const offset = offsetOf(e.value, state.clock.now)
    const next = { ...s, session: e.value, offset, error: undefined }
    return { ...next, answeredAt: s.answeredAt ?? elapsedOf(next, state.clock.now) }
  },
  ProtectionHistoryLoaded: (s, e) => ({ ...s, history: e.value, error: undefined }),
  RealityCheckContinued: (s, e) =>
    s.answeredAt !== undefined && s.answeredAt >= e.elapsed ? s : { ...s, answeredAt: e.elapsed },
  LoginSucceeded: () => ({ ...initialProtection, notice: "lastLogin" }),
  Registered: () => ({ ...initialProtection, notice: "registered" }),
  RegisteredByMobile: () => ({ ...initialProtection, notice: "registered" }),
  LastLoginNoticeDismissed: (s) => (s.notice === undefined ? s : { ...s, notice: undefined }),
  ExclusionStarted: reset,
  ...failedOrReset(failed, reset),
}

export const protection = slice<ProtectionState>(initialProtection, handlers)

/**
 * Player protection's use cases (core/model/Protection.ts holds the rules, the platform enforces them): load the
 * limits, set or remove a limit, set the reality check, load the session's figures, load the histories, and exclude
 * oneself (cool-off or self-exclusion, confirmed by the password in an encrypted call). An exclusion ends every
 * session of the member at once on the platform: the portal then ends its own (storage cleared, home page) and says
 * so. Each checks the form before any call, so nothing the platform would refuse is sent.
 */
import * as Effect from "effect/Effect"
import { protection as api } from "../contract/api/protection.ts"
import {
  coolOffDays,
  type ExclusionKind,
  type ExclusionRequest,
  type LimitKind,
  type LimitPeriod,
  maxSessionMinutes,
  realityCheckChoices,
  selfExclusionDays,
} from "../model/Protection.ts"
import { emit } from "../store/EventLog.ts"
import { call } from "./call.ts"
import { refuseAction, refuseIf, requireRealMember } from "./guard.ts"
import { logout } from "./logout.ts"

const action = "protection"

/** The member's limits, reality-check interval, exclusion and previous login. */
export const loadProtection = Effect.gen(function* () {
  yield* requireRealMember(action)
  return yield* call(api.protection, {})
})

/** The current session's figures (elapsed minutes, wagered, net since login), for the reality check. */
export const loadProtectionSession = Effect.gen(function* () {
  yield* requireRealMember(action)
  return yield* call(api.protectionSession, {})
})

/** The histories of logins and of limit changes. */
export const loadProtectionHistory = Effect.gen(function* () {
  yield* requireRealMember(action)
  return yield* call(api.protectionHistory, {})
})

/** A limit to set: minor units for a money limit, whole minutes for the session limit; null removes it. */
export interface LimitForm {
  readonly kind: LimitKind
  readonly period: LimitPeriod | null
  readonly amount: number | null
}

/** Why a limit form is refused before any call (a message key of the validation area), or undefined. */
export const limitFormRefusal = (form: LimitForm): string | undefined => {
  if ((form.kind === "SESSION") !== (form.period === null)) return "input_required"
  if (form.amount === null) return undefined
  if (!Number.isInteger(form.amount) || form.amount < 0) return "amount_format_error"
  if (form.kind === "SESSION" && (form.amount < 1 || form.amount > maxSessionMinutes)) return "amount_format_error"
  return undefined
}

/** Sets (or with amount null removes) a limit; a raise or removal is pending for 24 hours, says the answer. */
export const setLimit = (form: LimitForm) =>
  Effect.gen(function* () {
    yield* requireRealMember(action)
    yield* refuseIf(action, limitFormRefusal(form))
    const body =
      form.kind === "SESSION"
        ? { kind: "SESSION" as const, amount: form.amount }
        : { kind: form.kind, period: form.period ?? "DAY", amount: form.amount }
    return yield* call(api.protectionLimit, body)
  })

/** Sets the reality check's interval (15, 30 or 60 minutes), or turns it off (null). */
export const setRealityCheck = (minutes: number | null) =>
  Effect.gen(function* () {
    yield* requireRealMember(action)
    const choice = realityCheckChoices.find((m) => m === minutes)
    if (minutes !== null && choice === undefined) return yield* refuseAction(action, "input_required")
    return yield* call(api.protectionRealityCheck, { minutes: choice ?? null })
  })

/** A cool-off or self-exclusion to start, confirmed by the login password. */
export interface ExclusionForm {
  readonly kind: ExclusionKind
  readonly days: number
  readonly password: string
}

/** The request of a form whose length is one offered for its kind; undefined otherwise. */
const exclusionRequestOf = (form: ExclusionForm): ExclusionRequest | undefined => {
  if (form.kind === "COOL_OFF") {
    const days = coolOffDays.find((d) => d === form.days)
    return days === undefined ? undefined : { kind: "COOL_OFF", days, password: form.password }
  }
  const days = selfExclusionDays.find((d) => d === form.days)
  return days === undefined ? undefined : { kind: "SELF_EXCLUSION", days, password: form.password }
}

/**
 * Starts a cool-off or a self-exclusion. On success every session of the member is over on the platform: the portal
 * logs out (the platform may answer that the session is already over; either way storage is cleared and the portal
 * goes home) and says that the account is excluded.
 */
export const exclude = (form: ExclusionForm) =>
  Effect.gen(function* () {
    yield* requireRealMember(action)
    if (form.password === "") return yield* refuseAction(action, "input_required")
    const request = exclusionRequestOf(form)
    if (request === undefined) return yield* refuseAction(action, "input_required")
    const exclusion = yield* call(api.protectionExclusion, request)
    yield* Effect.ignore(logout)
    yield* emit({ _tag: "DialogShown", kind: "info", key: "account_excluded_now", message: "" })
    return exclusion
  })

/** The reality check was answered with "continue" for the interval ending `elapsed` ms after the login. */
export const continueSession = (elapsed: number) => emit({ _tag: "RealityCheckContinued", elapsed })

/** The previous login's notice was closed. */
export const dismissLastLogin = emit({ _tag: "LastLoginNoticeDismissed" })

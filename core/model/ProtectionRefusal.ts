/**
 * A player-protection refusal as a typed failure: the platform refuses a deposit, a bet or a login with one of the
 * codes of `refusalCode` (Protection.ts) and, in the envelope's `value`, what the portal needs to say it in the
 * member's language: the limit, what remains and when the window frees room, or the exclusion's end. A refusal whose
 * value does not decode keeps only its code, and the portal falls back to the platform's message.
 */
import * as Option from "effect/Option"
import * as Schema from "effect/Schema"
import { ExclusionKind, LimitPeriod, MoneyLimitKind, refusalCode } from "./Protection.ts"

/** A deposit, loss or wager limit refused a movement: the limit (minor units), what remains, when room frees. */
export const LimitExceeded = Schema.TaggedStruct("LimitExceeded", {
  kind: MoneyLimitKind,
  period: LimitPeriod,
  limit: Schema.Finite,
  remaining: Schema.Finite,
  resetAt: Schema.NullOr(Schema.Finite),
})
export type LimitExceeded = typeof LimitExceeded.Type

/** The session-time limit refused a login: the limit and remaining minutes, when time is free again. */
export const SessionLimitReached = Schema.TaggedStruct("SessionLimitReached", {
  limit: Schema.Finite,
  remaining: Schema.Finite,
  resetAt: Schema.NullOr(Schema.Finite),
})
export type SessionLimitReached = typeof SessionLimitReached.Type

/** The account is in cool-off or self-excluded until `until`. */
export const AccountExcluded = Schema.TaggedStruct("AccountExcluded", { kind: ExclusionKind, until: Schema.Finite })
export type AccountExcluded = typeof AccountExcluded.Type

/** Any protection refusal with its particulars. */
export const ProtectionRefusal = Schema.Union([LimitExceeded, SessionLimitReached, AccountExcluded])
export type ProtectionRefusal = typeof ProtectionRefusal.Type

const decodeRefusal = Schema.decodeUnknownOption(ProtectionRefusal)

const tagOf: Readonly<Record<string, ProtectionRefusal["_tag"]>> = {
  [refusalCode.DEPOSIT]: "LimitExceeded",
  [refusalCode.LOSS]: "LimitExceeded",
  [refusalCode.WAGER]: "LimitExceeded",
  [refusalCode.SESSION]: "SessionLimitReached",
  [refusalCode.EXCLUDED]: "AccountExcluded",
}

/** Whether an error code is one of player protection's refusals. */
export const isProtectionCode = (errorCode: string): boolean => tagOf[errorCode] !== undefined

/** The typed refusal of an error code and the envelope's `value`; undefined for another code or a value that does not fit. */
export const protectionRefusalOf = (errorCode: string, value: unknown): ProtectionRefusal | undefined => {
  const tag = tagOf[errorCode]
  if (tag === undefined || typeof value !== "object" || value === null) return undefined
  return Option.getOrUndefined(decodeRefusal({ ...value, _tag: tag }))
}

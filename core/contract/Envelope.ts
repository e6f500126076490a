/**
 * The platform's envelope (wire notes section 2): success is `{ success: true, value }`; a failure is a non-2xx
 * status (or, for a few calls such as the SMS send, a 200) with `{ success: false, errorCode, message, value? }`.
 * 401 and the session-invalid error codes mean the session has ended.
 */
import * as Schema from "effect/Schema"
import { accountCodes, type ErrorCode, gatewayCodes, sessionCodes, silentPlatformCodes } from "./ErrorCode.ts"

/** The body of a failed call. */
export const Failure = Schema.Struct({
  success: Schema.Literal(false),
  errorCode: Schema.optional(Schema.String),
  message: Schema.optional(Schema.String),
  value: Schema.optional(Schema.Unknown),
})
export type Failure = typeof Failure.Type

/** The body of a successful call whose value is `S`. */
export const Success = <S extends Schema.Top>(value: S) =>
  Schema.Struct({ success: Schema.Literal(true), value, message: Schema.optional(Schema.NullOr(Schema.String)) })

/** Error codes after which the client must wipe the session (wire notes section 2). */
export const sessionInvalidCodes: ReadonlySet<string> = new Set<ErrorCode>(Object.values(sessionCodes))

/**
 * The error codes any call may answer at the gateway, before its own rules: a bad field or header (400), a body that
 * is not JSON (415), a missing idempotency key on a money call (400), too many calls (429), a server fault (5xx).
 */
export const refusalCodes = gatewayCodes

/** Error codes the platform's client never shows a dialog for. */
export const silentCodes: ReadonlySet<string> = new Set<ErrorCode>([
  ...Object.values(silentPlatformCodes),
  accountCodes.verificationRequired,
  gatewayCodes.tooManyRequests,
])

/** True when the status or the error code says the session is over. */
export const isSessionEnded = (status: number, errorCode: string | undefined): boolean =>
  status === 401 || (errorCode !== undefined && sessionInvalidCodes.has(errorCode))

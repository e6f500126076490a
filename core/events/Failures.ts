/**
 * Why a platform call did not succeed: the error catalogue of spec section 8 as one tagged union that is both what a
 * call (and so a workflow) fails with and what the log records. The platform client (adapters/http), the memory
 * platform and the HAR replay produce these values; `call` emits the very value it fails with, so the UI matches the
 * same tags the reducers fold, and no map between two vocabularies exists to drift.
 *
 * The codes a `CallFailed` or `SessionEnded` carries are the catalogue's (`core/contract/ErrorCode.ts`). Each failure
 * names the call that failed, one of the contract's (`EndpointName`), by type and when a stored log is decoded, so a
 * slice that routes a failure by its call stops compiling when the call is renamed. Only a stored log's decoding
 * (Event.ts) reads these schemas at run time; workflows and adapters import the types alone, so the first view does
 * not carry every area's declarations for the names.
 */
import * as Schema from "effect/Schema"
import { EndpointName } from "../contract/Api.ts"
import { ProtectionRefusal } from "../model/ProtectionRefusal.ts"
import { VerificationMethod } from "../model/SecondVerification.ts"

/** The platform refused the call with an error code and a message (spec section 8: the server message). */
export const CallFailed = Schema.TaggedStruct("CallFailed", {
  endpoint: EndpointName,
  status: Schema.Number,
  errorCode: Schema.String,
  /** The platform's text, in one language: the UI shows the translation of `errorCode` instead. */
  message: Schema.String,
  /** The platform asked for the image captcha (login failures with `value.captcha`). */
  captcha: Schema.Boolean,
  /** The ways to prove the account a new-IP refusal (`login_verify_required`) offers (`value.methods`, spec section 4). */
  methods: Schema.optionalKey(Schema.Array(VerificationMethod)),
  /**
   * When what refused lifts (epoch ms), when the refusal says (`value.lockedUntil` of a lock, `value.until` of a limit
   * or an exclusion), so the portal says it in the member's language and zone.
   */
  until: Schema.optionalKey(Schema.Number),
  /** A player-protection refusal's particulars (the limit, what remains, the reset; the exclusion's end). */
  protection: Schema.optionalKey(ProtectionRefusal),
})
export type CallFailed = typeof CallFailed.Type

/**
 * The connection failed ("network link abnormal") or was too slow ("page took long to load, check connectivity":
 * 504 or the client's timeout).
 */
export const NetworkFailed = Schema.TaggedStruct("NetworkFailed", {
  endpoint: EndpointName,
  reason: Schema.Literals(["abnormal", "slow"]),
  /** What the network said of a dropped link (refused, no such host...), when it said; for a developer, not a member. */
  detail: Schema.optionalKey(Schema.String),
})
export type NetworkFailed = typeof NetworkFailed.Type

/** 401 or a session-invalid error code: the session is over; the UI opens the login popup. */
export const SessionEnded = Schema.TaggedStruct("SessionEnded", {
  endpoint: EndpointName,
  errorCode: Schema.String,
  message: Schema.String,
})
export type SessionEnded = typeof SessionEnded.Type

/** The answer did not decode through the contract: the endpoint and the path of the bad field. */
export const ApiResponseRejected = Schema.TaggedStruct("ApiResponseRejected", {
  endpoint: EndpointName,
  path: Schema.String,
  message: Schema.String,
})
export type ApiResponseRejected = typeof ApiResponseRejected.Type

/** The failures' schemas, for decoding a stored log (Event.ts). */
export const failureEvents = [CallFailed, NetworkFailed, SessionEnded, ApiResponseRejected] as const

/** Any failure of a platform call: what the call fails with, and the event the log records of it. */
export type PlatformError = CallFailed | NetworkFailed | SessionEnded | ApiResponseRejected

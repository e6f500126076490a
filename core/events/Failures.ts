/**
 * What the platform answered when a call did not succeed: the error catalogue of spec section 8 as facts.
 * A payload that does not decode becomes `ApiResponseRejected`, carrying the endpoint and the path of the bad field,
 * and changes nothing else. Each carries the name of the call that failed, one of the contract's (`EndpointName`), so a
 * slice that routes a failure by its call stops compiling when the call is renamed.
 */
import * as Schema from "effect/Schema"
import type { EndpointName } from "../contract/Api.ts"
import { ProtectionRefusal } from "../model/ProtectionRefusal.ts"
import { VerificationMethod } from "../model/SecondVerification.ts"
import type { PlatformError } from "../ports/PlatformError.ts"

/**
 * The failed call's name: one of the contract's by type. Here it is decoded as a string only, because the workflows
 * that report failures would otherwise carry every area's declarations into the first view; a stored log is decoded
 * through `EventSchema` (Event.ts), which holds the contract anyway and checks the name against it.
 */
const endpointName = Schema.String as Schema.Codec<EndpointName>

/** The platform refused a call with an error code and a message to show. */
export const CallFailed = Schema.TaggedStruct("CallFailed", {
  endpoint: endpointName,
  status: Schema.Number,
  errorCode: Schema.String,
  message: Schema.String,
  captcha: Schema.Boolean,
  /** The ways to prove the account a new-IP refusal offers (`value.methods`, spec section 4), when it names them. */
  methods: Schema.optionalKey(Schema.Array(VerificationMethod)),
  /** When what refused lifts (a lock's end, epoch ms), when the refusal says. */
  until: Schema.optionalKey(Schema.Number),
  /** A player-protection refusal's particulars, when the platform gave them. */
  protection: Schema.optionalKey(ProtectionRefusal),
})
export type CallFailed = typeof CallFailed.Type

/** The connection failed or was too slow ("network link abnormal", "page took long to load"). */
export const NetworkFailed = Schema.TaggedStruct("NetworkFailed", {
  endpoint: endpointName,
  reason: Schema.Literals(["abnormal", "slow"]),
})
export type NetworkFailed = typeof NetworkFailed.Type

/** 401 or a session-invalid code: the session is over. */
export const SessionEnded = Schema.TaggedStruct("SessionEnded", {
  endpoint: endpointName,
  errorCode: Schema.String,
  message: Schema.String,
})
export type SessionEnded = typeof SessionEnded.Type

/** An answer that did not decode through the contract. */
export const ApiResponseRejected = Schema.TaggedStruct("ApiResponseRejected", {
  endpoint: endpointName,
  path: Schema.String,
  message: Schema.String,
})
export type ApiResponseRejected = typeof ApiResponseRejected.Type

export const failureEvents = [CallFailed, NetworkFailed, SessionEnded, ApiResponseRejected] as const

export type FailureEvent = CallFailed | NetworkFailed | SessionEnded | ApiResponseRejected

/** The failure event of a typed platform error. */
export const failureEvent = (error: PlatformError): FailureEvent => {
  switch (error._tag) {
    case "NetworkAbnormal":
      return { _tag: "NetworkFailed", endpoint: error.endpoint, reason: "abnormal" }
    case "SlowLoad":
      return { _tag: "NetworkFailed", endpoint: error.endpoint, reason: "slow" }
    case "SessionExpired":
      return { _tag: "SessionEnded", endpoint: error.endpoint, errorCode: error.errorCode, message: error.message }
    case "ServerRefused":
      return {
        _tag: "CallFailed",
        endpoint: error.endpoint,
        status: error.status,
        errorCode: error.errorCode,
        message: error.message,
        captcha: error.captcha,
        ...(error.methods === undefined ? {} : { methods: error.methods }),
        ...(error.until === undefined ? {} : { until: error.until }),
        ...(error.protection === undefined ? {} : { protection: error.protection }),
      }
    case "ResponseRejected":
      return { _tag: "ApiResponseRejected", endpoint: error.endpoint, path: error.path, message: error.message }
  }
}

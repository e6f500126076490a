/**
 * Why a call did not succeed, as the state keeps it beside a form or a list: the platform's error code and message
 * (spec section 8: the server message in a dialog), or `network_abnormal` / `network_slow` for a dropped or slow link,
 * or `response_rejected` for an answer that did not decode.
 */
import type { ApiResponseRejected, CallFailed, NetworkFailed } from "../events/Failures.ts"
import type { ProtectionRefusal } from "./ProtectionRefusal.ts"

export interface CallError {
  readonly errorCode: string
  readonly message: string
  /** A player-protection refusal's particulars, for a message in the member's language. */
  readonly protection?: ProtectionRefusal
}

/** The failure events a call can end in, short of the session ending. */
export type CallFailure = CallFailed | NetworkFailed | ApiResponseRejected

/** The error a failure event reports. */
export const callErrorOf = (e: CallFailure): CallError => {
  switch (e._tag) {
    case "CallFailed":
      return {
        errorCode: e.errorCode,
        message: e.message,
        ...(e.protection === undefined ? {} : { protection: e.protection }),
      }
    case "NetworkFailed":
      return { errorCode: e.reason === "slow" ? "network_slow" : "network_abnormal", message: "" }
    case "ApiResponseRejected":
      return { errorCode: "response_rejected", message: e.path }
  }
}

/**
 * True when the platform gave a definite answer: a refusal. A dropped link or an answer that did not decode leaves
 * the outcome unknown, so a money call's idempotency key must be kept for the retry.
 */
export const isDefinite = (e: CallFailure): boolean => e._tag === "CallFailed"

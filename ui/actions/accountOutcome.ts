/**
 * How an account form's submission ended, for the form to say so (spec section 8): done, refused (the platform's
 * error code and message, or the reason core refused the form or the action before any call: a missing SMS code,
 * a failed verification check, too few points...), or the link failed ("network link abnormal", "page took long to
 * load"). The form shows what its own submission got, so an older refusal kept in state (a failed login before
 * "forgot password") never shows beside a newer form.
 */
import type { EndpointName } from "../../core/contract/Api.ts"
import { accountCodes } from "../../core/contract/ErrorCode.ts"
import type { ProtectionRefusal } from "../../core/model/ProtectionRefusal.ts"
import type { WorkflowError } from "../../core/workflows/WorkflowError.ts"
import type { Outcome } from "../app/runtime.ts"

/** The end of a submission. */
export type AccountOutcome =
  | { readonly _tag: "Done" }
  | {
      readonly _tag: "Refused"
      /** The platform's error code, or core's message key. */
      readonly key: string
      /** The platform's text ("" when core refused). */
      readonly message: string
      /** The endpoint that refused, when a call did ("affiliate" for a refused invitation code). */
      readonly endpoint: EndpointName | undefined
      /** When what refused lifts (a lock's end, epoch ms), when the platform said. */
      readonly until?: number
      /** A player-protection refusal's particulars (the limit, what remains, the reset; an exclusion's end). */
      readonly protection?: ProtectionRefusal
    }
  | { readonly _tag: "Network"; readonly key: "network_abnormal" | "page_slow" | "response_rejected" }

/** How a submission failed: an outcome short of done. */
export type FailedOutcome = Exclude<AccountOutcome, { readonly _tag: "Done" }>

/** Message keys of a refused verification check (core `verify.ts`, spec section 8). */
const checkReasons = { failed: accountCodes.verificationCheckFailed, closed: "popup_closed" } as const

/** The outcome of a workflow's typed error, tag by tag (a new tag is a compile error here until it is handled). */
export const failedOutcomeOf = (error: WorkflowError): FailedOutcome => {
  switch (error._tag) {
    case "NetworkFailed":
      return { _tag: "Network", key: error.reason === "slow" ? "page_slow" : "network_abnormal" }
    case "ApiResponseRejected":
      return { _tag: "Network", key: "response_rejected" }
    case "CallFailed":
      return refusal(error.errorCode, error.message, error.endpoint, error.until, error.protection)
    case "SessionEnded":
      return refusal(error.errorCode, error.message, error.endpoint)
    case "FormRefused":
    // A rule of the action refused it before any call (core's `ActionRefused`: a money rule, no session, a trial).
    case "ActionRefused":
      return refusal(error.reason, "", undefined)
    case "VerificationFailed":
      return refusal(checkReasons[error.reason], "", undefined)
    default:
      // Unreachable by type: a value from outside it (a defect's stray) still reads as an unknown error.
      return refusal("unknown_error", "", undefined)
  }
}

/** The outcome of a workflow run, as the form reads it. */
export const outcomeOf = (o: Outcome<unknown, WorkflowError>): AccountOutcome =>
  o.ok ? { _tag: "Done" } : failedOutcomeOf(o.error)

const refusal = (
  key: string,
  message: string,
  endpoint: EndpointName | undefined,
  until?: number,
  protection?: ProtectionRefusal,
): FailedOutcome => ({
  _tag: "Refused",
  key: key === "" ? "unknown_error" : key,
  message,
  endpoint,
  ...(until === undefined ? {} : { until }),
  ...(protection === undefined ? {} : { protection }),
})

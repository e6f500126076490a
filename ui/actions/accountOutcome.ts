/**
 * How an account form's submission ended, for the form to say so (spec section 8): done, refused (the platform's
 * error code and message, or the reason core refused the form or the action before any call: a missing SMS code,
 * a failed verification check, too few points...), or the link failed ("network link abnormal", "page took long to
 * load"). The form shows what its own submission got, so an older refusal kept in state (a failed login before
 * "forgot password") never shows beside a newer form.
 */
import type { EndpointName } from "../../core/contract/Api.ts"
import type { ProtectionRefusal } from "../../core/model/ProtectionRefusal.ts"
import type { ServerRefused, SessionExpired } from "../../core/ports/PlatformError.ts"
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

/** Message keys of a refused verification check (core `verify.ts`, spec section 8). */
const checkReasons = { failed: "captcha_check_failed", closed: "popup_closed" } as const

const field = (error: object, name: string): unknown => (name in error ? (error as Record<string, unknown>)[name] : "")

const text = (v: unknown): string => (typeof v === "string" ? v : "")

/** The outcome of a workflow run, as the form reads it. */
export const outcomeOf = (o: Outcome<unknown>): AccountOutcome => {
  if (o.ok) return { _tag: "Done" }
  const error = o.error
  const tag = typeof error === "object" && error !== null && "_tag" in error ? error._tag : undefined
  if (typeof error !== "object" || error === null) return refusal("unknown_error", "", undefined)
  switch (tag) {
    case "NetworkAbnormal":
      return { _tag: "Network", key: "network_abnormal" }
    case "SlowLoad":
      return { _tag: "Network", key: "page_slow" }
    case "ResponseRejected":
      return { _tag: "Network", key: "response_rejected" }
    case "ServerRefused":
    case "SessionExpired": {
      const until = field(error, "until")
      return refusal(
        text(field(error, "errorCode")),
        text(field(error, "message")),
        (error as ServerRefused | SessionExpired).endpoint,
        typeof until === "number" ? until : undefined,
        tag === "ServerRefused" ? (error as ServerRefused).protection : undefined,
      )
    }
    case "FormRefused":
    // A rule of the action refused it before any call (core's `ActionRefused`: a money rule, no session, a trial).
    case "ActionRefused":
      return refusal(text(field(error, "reason")), "", undefined)
    case "VerificationFailed":
      return refusal(field(error, "reason") === "closed" ? checkReasons.closed : checkReasons.failed, "", undefined)
    default:
      return refusal("unknown_error", "", undefined)
  }
}

const refusal = (
  key: string,
  message: string,
  endpoint: EndpointName | undefined,
  until?: number,
  protection?: ProtectionRefusal,
): AccountOutcome => ({
  _tag: "Refused",
  key: key === "" ? "unknown_error" : key,
  message,
  endpoint,
  ...(until === undefined ? {} : { until }),
  ...(protection === undefined ? {} : { protection }),
})

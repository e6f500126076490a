/**
 * How a money action ended, for its form to say so (spec section 8): done with its value, refused (core's
 * reason before any call: an amount over the balance, a withdrawal no longer pending; or the platform's error code),
 * or the link failed, in which case the idempotency key stays in state and a retry of the same request reuses it, so
 * the money never moves twice.
 */

import type { Outcome } from "../app/runtime.ts"
import type { AccountOutcome } from "./accountOutcome.ts"
import { outcomeOf } from "./accountOutcome.ts"

/** The end of a money action: the account forms' outcome, with the value when it went through. */
export type MoneyOutcome<A> = { readonly _tag: "Done"; readonly value: A } | Exclude<AccountOutcome, { _tag: "Done" }>

const reasonOf = (error: unknown): string | undefined =>
  typeof error === "object" && error !== null && "_tag" in error && error._tag === "ActionRefused" && "reason" in error
    ? String(error.reason)
    : undefined

/** The outcome of a money workflow run. */
export const moneyOutcomeOf = <A>(o: Outcome<A>): MoneyOutcome<A> => {
  if (o.ok) return { _tag: "Done", value: o.value }
  const reason = reasonOf(o.error)
  if (reason !== undefined) return { _tag: "Refused", key: reason, message: "", endpoint: undefined }
  const other = outcomeOf(o)
  return other._tag === "Done" ? { _tag: "Refused", key: "unknown_error", message: "", endpoint: undefined } : other
}

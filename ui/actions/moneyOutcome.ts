/**
 * How a money action ended, for its form to say so (spec section 8): done with its value, refused (core's
 * reason before any call: an amount over the balance, a withdrawal no longer pending; or the platform's error code),
 * or the link failed, in which case the idempotency key stays in state and a retry of the same request reuses it, so
 * the money never moves twice.
 */

import type { WorkflowError } from "../../core/workflows/WorkflowError.ts"
import type { Outcome } from "../app/runtime.ts"
import { type FailedOutcome, failedOutcomeOf } from "./accountOutcome.ts"

/** The end of a money action: the account forms' outcome, with the value when it went through. */
export type MoneyOutcome<A> = { readonly _tag: "Done"; readonly value: A } | FailedOutcome

/** The outcome of a money workflow run. */
export const moneyOutcomeOf = <A>(o: Outcome<A, WorkflowError>): MoneyOutcome<A> =>
  o.ok ? { _tag: "Done", value: o.value } : failedOutcomeOf(o.error)

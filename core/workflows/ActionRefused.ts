/**
 * A member or agent action a workflow refused before any call: no session (the login popup opened), a trial account
 * (the need-a-real-account warning showed), or a rule of the action (an amount over the balance, a withdrawal that is
 * no longer pending...). The workflow has emitted what the UI shows; this error only ends it.
 */
import * as Data from "effect/Data"

export class ActionRefused extends Data.TaggedError("ActionRefused")<{
  /** The action, or the centre that did not open. */
  readonly action: string
  /** `notLoggedIn`, `trial`, `notAgent`, or the action's reason (a message key where one fits). */
  readonly reason: string
}> {}

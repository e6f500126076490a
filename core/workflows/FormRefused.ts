/**
 * A submission a workflow refused before any call (spec section 8): a missing SMS code, a confirmation that differs.
 * The workflow emits `FormRejected` with the same form and reason, then fails with this error.
 */
import * as Data from "effect/Data"
import type { FormName } from "../events/intents/session.ts"

export class FormRefused extends Data.TaggedError("FormRefused")<{
  readonly form: FormName
  /** Message key of the UI's translations. */
  readonly reason: string
}> {}

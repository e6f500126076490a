/** Refusing a form before any call: emit `FormRejected`, fail with `FormRefused` (spec section 8). */
import * as Effect from "effect/Effect"
import type { FormName } from "../events/intents/session.ts"
import { emit } from "../store/EventLog.ts"
import { FormRefused } from "./FormRefused.ts"

/** Emits the refusal and fails with it. */
export const refuse = (form: FormName, reason: string) =>
  emit({ _tag: "FormRejected", form, reason }).pipe(Effect.andThen(Effect.fail(new FormRefused({ form, reason }))))

/**
 * Sends feedback (`PUT /wps/feedback`; wire notes section 4): the sender is the account (or "" for a visitor) and the
 * attachment goes only when logged in. The word bounds of spec section 5 are the validation module's; this sends
 * what it is given. The text stays out of the log: `FeedbackSubmitted` records only the type.
 */
import * as Effect from "effect/Effect"
import { content } from "../contract/api/content.ts"
import { isLoggedIn } from "../permissions/roles.ts"
import * as EventLog from "../store/EventLog.ts"
import { call } from "./call.ts"

/** The form's fields. */
export interface FeedbackForm {
  readonly content: string
  readonly type: string
  readonly captcha: string
  /** An attachment (a data URL). */
  readonly file?: string
}

/** Sends the feedback. */
export const submitFeedback = (form: FeedbackForm) =>
  Effect.gen(function* () {
    const state = yield* EventLog.state
    const member = isLoggedIn(state)
    yield* EventLog.emit({ _tag: "FeedbackSubmitted", type: form.type })
    yield* call(content.feedback, {
      sender: member ? (state.session.member?.account ?? "") : "",
      content: form.content,
      type: form.type,
      captcha: form.captcha,
      ...(member && form.file !== undefined ? { file: form.file } : {}),
    })
  })

/**
 * Feedback to the operator (`PUT /wps/feedback`; spec section 3 "feedback", section 5 "Feedback content between {0}
 * and {1} words"; wire notes section 4): the sender (the account, or "" for a visitor), the text, its type, the
 * captcha answer and, when logged in, an attached file. The word bounds are checked by the validation module.
 */
import * as Schema from "effect/Schema"

export const FeedbackRequest = Schema.Struct({
  /** The account name, or "" for a visitor. */
  sender: Schema.String,
  content: Schema.String,
  type: Schema.String,
  captcha: Schema.String,
  /** An attachment (a data URL); only when logged in. */
  file: Schema.optional(Schema.String),
})
export type FeedbackRequest = typeof FeedbackRequest.Type

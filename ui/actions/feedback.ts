/** Sending feedback from the member centre (spec section 3 "feedback", section 5 word bounds; `PUT /wps/feedback`). */
import type { FeedbackForm } from "../../core/workflows/submitFeedback.ts"
import * as SubmitFeedback from "../../core/workflows/submitFeedback.ts"
import { attempt } from "../app/runtime.ts"
import { type AccountOutcome, outcomeOf } from "./accountOutcome.ts"

/** Sends the feedback; how it ended. */
export const sendFeedback = async (form: FeedbackForm): Promise<AccountOutcome> => {
  return outcomeOf(await attempt(SubmitFeedback.submitFeedback(form)))
}

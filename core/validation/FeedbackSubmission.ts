/**
 * The member centre's feedback form as sent (spec section 5: "Feedback content between {0} and {1} words"; the
 * platform checks a captcha with each feedback, wire notes section 4): the content within the word bounds
 * (`validateFeedback`), a type, and the captcha answer; neither may be empty ("input cannot be empty").
 */
import { validateFeedback } from "./Feedback.ts"
import { collect, type FormResult, formResult, problem } from "./Problem.ts"

/** What the form holds. */
export interface FeedbackSubmission {
  readonly content: string
  readonly type: string
  readonly captcha: string
}

export type FeedbackSubmissionField = keyof FeedbackSubmission

/** Validates the form; the values to send are trimmed. */
export const validateFeedbackSubmission = (
  form: FeedbackSubmission,
  bounds?: { readonly min: number; readonly max: number },
): FormResult<FeedbackSubmissionField, FeedbackSubmission> => {
  const content = validateFeedback({ content: form.content }, bounds)
  const captcha = form.captcha.trim()
  const type = form.type.trim()
  return formResult(
    { content: form.content.trim(), type, captcha },
    collect<FeedbackSubmissionField>([
      ["content", content._tag === "Invalid" ? content.problems.content : undefined],
      ["type", type === "" ? problem("input_required") : undefined],
      ["captcha", captcha === "" ? problem("input_required") : undefined],
    ]),
  )
}

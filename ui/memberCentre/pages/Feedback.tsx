/**
 * The member centre's feedback (spec section 3 "feedback"; section 5: "Feedback content between {0} and {1} words"):
 * a type, the text with its word count against the bounds as the member types, and the captcha the platform checks.
 * Core validates (`validateFeedbackSubmission`, counting words fairly in every script) and sends; the captcha is
 * renewed after every sending, since the platform takes each one once.
 */
import { useId, useRef, useState } from "react"
import { feedbackWordBounds, wordCount } from "../../../core/validation/Feedback.ts"
import { type FeedbackSubmission, validateFeedbackSubmission } from "../../../core/validation/FeedbackSubmission.ts"
import type { AccountOutcome } from "../../actions/accountOutcome.ts"
import { sendFeedback } from "../../actions/feedback.ts"
import { refreshCaptcha } from "../../actions/session.ts"
import { Button } from "../../components/Button.tsx"
import { CaptchaField } from "../../forms/CaptchaField.tsx"
import { useForm } from "../../forms/useForm.ts"
import { useProblemText } from "../../forms/useProblemText.ts"
import { useRefocusAfter } from "../../forms/useRefocusAfter.ts"
import { useT } from "../../i18n/useT.ts"
import { OutcomeStatus } from "../../records/PageState.tsx"
import { CentrePage } from "../parts/CentrePage.tsx"
import "../../records/panel.css"

/** Feedback types (our choice of codes). */
export const feedbackTypes = ["SUGGESTION", "COMPLAINT", "PAYMENT", "GAME", "OTHER"] as const

const empty: Record<keyof FeedbackSubmission, string> = { content: "", type: "SUGGESTION", captcha: "" }

/** The page. */
export default function Feedback() {
  const t = useT("records")
  const text = useProblemText()
  const form = useForm(empty, (v) => validateFeedbackSubmission(v))
  const submitButton = useRef<HTMLButtonElement>(null)
  useRefocusAfter(form.submitting, submitButton)
  const [outcome, setOutcome] = useState<AccountOutcome | undefined>(undefined)
  const [sent, setSent] = useState(0)
  const id = useId()
  const words = wordCount(form.values.content)
  const contentProblem = text(form.problem("content"))
  const submit = () =>
    form.submit(async (value) => {
      setOutcome(undefined)
      const o = await sendFeedback(value)
      setOutcome(o)
      void refreshCaptcha()
      // Sent: the form starts afresh, so the thanks stand alone rather than beside "cannot be empty" on the fields
      // it just emptied. Refused: the typed feedback stays, only the used captcha goes.
      if (o._tag === "Done") {
        form.reset({ ...empty, type: value.type })
        setSent(sent + 1)
      } else form.set("captcha", "")
    })
  return (
    <CentrePage title={t("title_feedback")}>
      <p className="muted-note">{t("feedback_intro", feedbackWordBounds)}</p>
      <form
        className="card rp-panel form-column rp-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          void submit()
        }}
      >
        <label className="record-control">
          <span>{t("feedback_type")}</span>
          <select value={form.values.type} onChange={(e) => form.set("type", e.target.value)}>
            {feedbackTypes.map((k) => (
              <option key={k} value={k}>
                {t(`feedback_type_${k}`)}
              </option>
            ))}
          </select>
        </label>
        <div className={`field ${contentProblem ? "field-invalid" : ""}`}>
          <label htmlFor={`${id}-content`} className="field-label">
            {t("feedback_content")}
          </label>
          <textarea
            id={`${id}-content`}
            className="feedback-text"
            rows={6}
            value={form.values.content}
            aria-invalid={contentProblem ? true : undefined}
            aria-describedby={`${id}-count ${id}-content-message`}
            onChange={(e) => form.set("content", e.target.value)}
            onBlur={() => form.touch("content")}
          />
          <p id={`${id}-count`} className="muted-note">
            {t("word_count", { count: words, min: feedbackWordBounds.min, max: feedbackWordBounds.max })}
          </p>
          <p id={`${id}-content-message`} className="field-message" aria-live="polite">
            {contentProblem}
          </p>
        </div>
        <CaptchaField key={sent} {...form.bind("captcha", text)} />
        <OutcomeStatus outcome={outcome} done={t("feedback_sent")} />
        <Button ref={submitButton} type="submit" variant="primary" busy={form.submitting}>
          {t("feedback_submit")}
        </Button>
      </form>
    </CentrePage>
  )
}

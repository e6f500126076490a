/**
 * A labelled input with its message slot (validation messages next to the field, in the current language):
 * the message is tied to the input by `aria-describedby` and marks it `aria-invalid`; a hint shows when there is no
 * message. `leading` and `trailing` hold adornments (a dialing code, a captcha image, a send-code button).
 */
import { forwardRef, type InputHTMLAttributes, type ReactNode, useId } from "react"
import "./Field.css"

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  readonly label: string
  /** The problem to show (already translated); none when valid. */
  readonly message?: string | undefined
  readonly hint?: string | undefined
  readonly leading?: ReactNode
  readonly trailing?: ReactNode
  /** The label is read by assistive technology but not shown. */
  readonly hideLabel?: boolean
  readonly id?: string
}

/** The field. */
export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field(
  { label, message, hint, leading, trailing, hideLabel = false, id, className = "", ...input },
  ref,
) {
  const auto = useId()
  const inputId = id ?? `field-${auto}`
  const messageId = `${inputId}-message`
  const invalid = message !== undefined && message !== ""
  const note = invalid ? message : hint
  return (
    <div className={`field ${invalid ? "field-invalid" : ""} ${className}`.trim()}>
      <label htmlFor={inputId} className={hideLabel ? "visually-hidden" : "field-label"}>
        {label}
      </label>
      <div className="field-control">
        {leading}
        <input
          ref={ref}
          id={inputId}
          className="field-input"
          aria-invalid={invalid || undefined}
          aria-describedby={note !== undefined && note !== "" ? messageId : undefined}
          {...input}
        />
        {trailing}
      </div>
      <p id={messageId} className={invalid ? "field-message" : "field-hint"} aria-live="polite">
        {note}
      </p>
    </div>
  )
})

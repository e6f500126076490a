/**
 * A checkbox with its label, an optional link beside it (the user agreement), and its message slot (spec section 5:
 * "must agree to terms", the age agreement), the message tied to the box by `aria-describedby`.
 */
import { type ReactNode, useId } from "react"
import "./CheckField.css"

export interface CheckFieldProps {
  readonly name: string
  readonly label: ReactNode
  readonly checked: boolean
  readonly onChange: (checked: boolean) => void
  /** A control beside the label (a link); kept outside the label so it does not tick the box. */
  readonly aside?: ReactNode
  /** The problem to show (translated). */
  readonly message?: string | undefined
}

/** The checkbox field. */
export function CheckField({ name, label, checked, onChange, aside, message }: CheckFieldProps) {
  const id = useId()
  const messageId = `${id}-message`
  const invalid = message !== undefined && message !== ""
  return (
    <div className={`check-field ${invalid ? "check-field-invalid" : ""}`.trim()}>
      <div className="check-field-row">
        <label className="checkbox" htmlFor={id}>
          <input
            id={id}
            type="checkbox"
            name={name}
            checked={checked}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? messageId : undefined}
            onChange={(e) => onChange(e.target.checked)}
          />
          <span>{label}</span>
        </label>
        {aside}
      </div>
      <p id={messageId} className="field-message" aria-live="polite">
        {message}
      </p>
    </div>
  )
}

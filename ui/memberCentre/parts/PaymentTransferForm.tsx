/**
 * The form of money paid out of the main wallet and confirmed by the payment password (spec section 4),
 * shared by the withdrawal, the transfer to the upline and the agent centre's transfer to a downline: the page's own
 * fields first (`children`, e.g. the bank account), then the amount with its currency, hint and "max" button (which
 * fills `most`), the payment password, why the last attempt failed, what went through, and the submit button with
 * its progress. The messages are core's (validation/Amount, `input_required`) in the current language, beside their
 * field. While the button is busy it is disabled, which would drop the focus out of the dialog: the focus comes back
 * to it when the submission ends (ui/forms/useRefocusAfter), so Tab and Escape keep working.
 */
import { type ReactNode, useRef } from "react"
import { problem } from "../../../core/validation/Problem.ts"
import { FormAlert } from "../../accounts/FormAlert.tsx"
import { Button } from "../../components/Button.tsx"
import { PasswordField } from "../../forms/PasswordField.tsx"
import { SubmitForm } from "../../forms/SubmitForm.tsx"
import { useProblemText } from "../../forms/useProblemText.ts"
import { useRefocusAfter } from "../../forms/useRefocusAfter.ts"
import { AmountField } from "./AmountField.tsx"
import type { PaymentTransfer } from "./usePaymentTransfer.ts"
import "./MoneyPage.css"

export interface PaymentTransferFormProps {
  /** The fields' state (usePaymentTransfer). */
  readonly fields: PaymentTransfer
  readonly amountLabel: string
  readonly passwordLabel: string
  readonly submitLabel: string
  readonly currencySymbol: string
  /** What the "max" button fills in (minor units); no button while unknown. */
  readonly most: number | undefined
  /** The amount's hint (limits, what may be used). */
  readonly hint?: string | undefined
  /** Why the last attempt failed (already translated). */
  readonly failure: string | undefined
  /** What went through (already translated). */
  readonly success?: string | undefined
  /** A submission is running. */
  readonly busy: boolean
  readonly onSubmit: () => void
  /** The amount was edited (by typing or "max"). */
  readonly onAmountEdit?: () => void
  /** The page's own fields, before the amount. */
  readonly children?: ReactNode
}

/** The form. */
export function PaymentTransferForm({
  fields,
  amountLabel,
  passwordLabel,
  submitLabel,
  currencySymbol,
  most,
  hint,
  failure,
  success,
  busy,
  onSubmit,
  onAmountEdit,
  children,
}: PaymentTransferFormProps) {
  const problemText = useProblemText()
  const submitButton = useRef<HTMLButtonElement>(null)
  useRefocusAfter(busy, submitButton)
  const passwordMessage =
    fields.submitted && fields.passwordMissing ? problemText(problem("input_required")) : undefined

  return (
    <SubmitForm className="mcp-form" onSubmit={onSubmit}>
      {children}
      <AmountField
        input={fields.amount}
        label={amountLabel}
        hint={hint}
        currencySymbol={currencySymbol}
        most={most}
        onEdit={onAmountEdit}
      />
      <PasswordField
        label={passwordLabel}
        autoComplete="off"
        inputMode="numeric"
        value={fields.password}
        onChange={(e) => fields.setPassword(e.target.value)}
        message={passwordMessage}
      />
      <FormAlert text={failure} />
      {success !== undefined && (
        <p className="alert alert-success mcp-success" role="status">
          {success}
        </p>
      )}
      <Button ref={submitButton} type="submit" variant="primary" block busy={busy}>
        {submitLabel}
      </Button>
    </SubmitForm>
  )
}

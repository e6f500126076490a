/**
 * A points form's frame (spec section 7: redeeming a reward and converting points are confirmed by the login
 * password): the whole number it is about (the quantity, the points) with core's reason against the form beside it
 * (too few, too many, not enough points; once typed in or sent), the form's own fields (`children`), the login password with core's "enter it" message beside it, the
 * platform's refusal (a wrong password, sold out) above the buttons, and Cancel and the confirm button, which shows
 * progress while the form is sent. A busy button is disabled, which would drop the focus out of the dialog: it gets
 * the focus back when the sending ends (ui/forms/useRefocusAfter), so Tab and Escape keep working.
 */
import { type ReactNode, useRef } from "react"
import type { PointsRefusal } from "../../../core/model/PointsMall.ts"
import { useRefusalText } from "../../accounts/useRefusalText.ts"
import { Button } from "../../components/Button.tsx"
import { Field } from "../../components/Field.tsx"
import { FormEnd } from "../../content/FormEnd.tsx"
import { PasswordField } from "../../forms/PasswordField.tsx"
import { SubmitForm } from "../../forms/SubmitForm.tsx"
import { useRefocusAfter } from "../../forms/useRefocusAfter.ts"
import { useT } from "../../i18n/useT.ts"
import type { PointsConfirm } from "./usePointsConfirm.ts"

/** The whole number a points form is about. */
export interface PointsCount {
  readonly label: string
  readonly value: string
  readonly onChange: (text: string) => void
  readonly hint: string | undefined
}

export interface PointsConfirmFormProps {
  /** The shared state (usePointsConfirm). */
  readonly confirm: PointsConfirm
  readonly count: PointsCount
  /** Why core refuses the form now, if it does. */
  readonly reason: PointsRefusal | undefined
  readonly confirmLabel: string
  readonly onCancel: () => void
  /** The form's own other fields. */
  readonly children?: ReactNode
}

/** The frame. */
export function PointsConfirmForm({
  confirm,
  count,
  reason,
  confirmLabel,
  onCancel,
  children,
}: PointsConfirmFormProps) {
  const t = useT("public")
  const refusalText = useRefusalText("public")
  const confirmButton = useRef<HTMLButtonElement>(null)
  useRefocusAfter(confirm.busy, confirmButton)
  const refusal = refusalText(confirm.outcome)
  return (
    <SubmitForm className="mall-form" onSubmit={() => void confirm.submit()}>
      <Field
        label={count.label}
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        value={count.value}
        message={
          reason !== undefined && reason !== "input_required" && confirm.shows("count")
            ? t(`error.${reason}`)
            : undefined
        }
        hint={count.hint}
        onChange={(e) => {
          count.onChange(e.target.value)
          confirm.touch("count")
        }}
      />
      {children}
      <PasswordField
        label={t("points.password")}
        autoComplete="current-password"
        value={confirm.password}
        message={reason === "input_required" && confirm.shows("password") ? t("error.input_required") : undefined}
        hint={t("points.password_hint")}
        onChange={(e) => confirm.setPassword(e.target.value)}
      />
      <FormEnd refusal={refusal} cancel={t("cancel")} onCancel={onCancel} actionsClassName="mall-form-actions">
        <Button ref={confirmButton} type="submit" variant="primary" busy={confirm.busy}>
          {confirmLabel}
        </Button>
      </FormEnd>
    </SubmitForm>
  )
}

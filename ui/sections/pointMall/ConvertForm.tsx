/**
 * Converting points to cash (spec section 7 `passwordCheck/MCS2_convertPoint`): the points to convert, the cash they
 * make at the brand's ratio (core's `convertedMinor`), and the login password that confirms it. Core's
 * `convertRefusal` checks it as the member types; the platform's refusal shows above the buttons.
 */
import { useState } from "react"
import { convertRefusal, type PointConfig } from "../../../core/model/PointsMall.ts"
import { convertedMinor } from "../../../core/projections/pointsRatio.ts"
import { useRefusalText } from "../../accounts/useRefusalText.ts"
import type { AccountOutcome } from "../../actions/accountOutcome.ts"
import { convertPoints } from "../../actions/pointsMall.ts"
import { Button } from "../../components/Button.tsx"
import { Field } from "../../components/Field.tsx"
import { PasswordField } from "../../forms/PasswordField.tsx"
import { amount as money } from "../../i18n/format.ts"
import { useT } from "../../i18n/useT.ts"

export interface ConvertFormProps {
  readonly balance: number | undefined
  readonly config: PointConfig
  readonly onDone: () => void
  readonly onCancel: () => void
}

/** The form. */
export function ConvertForm({ balance, config, onDone, onCancel }: ConvertFormProps) {
  const t = useT("public")
  const refusalText = useRefusalText("public")
  const [points, setPoints] = useState("")
  const [password, setPassword] = useState("")
  const [submitted, setSubmitted] = useState(false)
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set())
  const [outcome, setOutcome] = useState<AccountOutcome | undefined>(undefined)
  const value = Number(points)
  const reason = convertRefusal(value, balance, password)
  const show = (field: string) => submitted || touched.has(field)
  const amountMessage =
    (reason === "amount_below_min" || reason === "points_not_enough") && show("amount")
      ? t(`error.${reason}`)
      : undefined
  const passwordMessage = reason === "input_required" && show("password") ? t("error.input_required") : undefined
  const refusal = refusalText(outcome)

  const submit = async () => {
    setSubmitted(true)
    if (reason !== undefined) return
    const result = await convertPoints({ amount: value, password })
    setOutcome(result)
    if (result._tag === "Done") onDone()
  }

  return (
    <form
      className="mall-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        void submit()
      }}
    >
      <Field
        label={t("points.convert_amount")}
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        value={points}
        message={amountMessage}
        hint={t("points.convert_gets", { amount: money(convertedMinor(value, config)) })}
        onChange={(e) => {
          setPoints(e.target.value)
          setTouched((s) => new Set([...s, "amount"]))
        }}
      />
      <PasswordField
        label={t("points.password")}
        autoComplete="current-password"
        value={password}
        message={passwordMessage}
        hint={t("points.password_hint")}
        onChange={(e) => {
          setPassword(e.target.value)
          setTouched((s) => new Set([...s, "password"]))
        }}
      />
      {refusal !== undefined && (
        <p className="content-alert" role="alert">
          {refusal}
        </p>
      )}
      <div className="mall-form-actions">
        <Button variant="ghost" onClick={onCancel}>
          {t("cancel")}
        </Button>
        <Button variant="primary" onAction={submit}>
          {t("points.confirm_convert")}
        </Button>
      </div>
    </form>
  )
}

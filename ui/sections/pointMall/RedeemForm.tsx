/**
 * Redeeming a reward (spec section 7 `passwordCheck/MCS2_redeemPointReward`): a quantity, a delivery note for goods,
 * and the login password that confirms it. Core's `redeemRefusal` checks the form as the member types (a whole
 * quantity in stock, enough points, the password) and its reason shows next to the field it concerns; the platform's
 * refusal (a wrong password, sold out) shows above the buttons. The submit shows progress and cannot run twice.
 */
import { useState } from "react"
import { type PointReward, redeemRefusal, rewardIdOf } from "../../../core/model/PointsMall.ts"
import { useRefusalText } from "../../accounts/useRefusalText.ts"
import type { AccountOutcome } from "../../actions/accountOutcome.ts"
import { redeemReward } from "../../actions/pointsMall.ts"
import { Button } from "../../components/Button.tsx"
import { Field } from "../../components/Field.tsx"
import { PasswordField } from "../../forms/PasswordField.tsx"
import { formatNumber } from "../../i18n/format.ts"
import { useT } from "../../i18n/useT.ts"

export interface RedeemFormProps {
  readonly reward: PointReward
  readonly balance: number | undefined
  readonly onDone: () => void
  readonly onCancel: () => void
}

const whole = (n: number): string => formatNumber(n).replace(/\.00$/, "")

/** The form. */
export function RedeemForm({ reward, balance, onDone, onCancel }: RedeemFormProps) {
  const t = useT("public")
  const refusalText = useRefusalText("public")
  const [quantity, setQuantity] = useState("1")
  const [password, setPassword] = useState("")
  const [remarks, setRemarks] = useState("")
  const [submitted, setSubmitted] = useState(false)
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set())
  const [outcome, setOutcome] = useState<AccountOutcome | undefined>(undefined)
  const qty = Number(quantity)
  const reason = redeemRefusal(reward, qty, balance, password)
  const show = (field: string) => submitted || touched.has(field)
  const quantityMessage =
    (reason === "quantity_invalid" || reason === "points_not_enough") && show("quantity")
      ? t(`error.${reason}`)
      : undefined
  const passwordMessage = reason === "input_required" && show("password") ? t("error.input_required") : undefined
  const goods = (reward.redeemType ?? reward.type ?? "").toUpperCase() === "GOODS"
  const refusal = refusalText(outcome)

  const submit = async () => {
    setSubmitted(true)
    const id = rewardIdOf(reward)
    if (reason !== undefined || id === undefined) return
    const result = await redeemReward({
      rewardId: id,
      quantity: qty,
      redeemType: reward.redeemType ?? reward.type ?? "",
      password,
      ...(remarks.trim() === "" ? {} : { remarks: remarks.trim() }),
    })
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
        label={t("points.quantity")}
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        value={quantity}
        message={quantityMessage}
        hint={Number.isFinite(qty) && qty > 0 ? t("points.total", { points: whole(reward.points * qty) }) : undefined}
        onChange={(e) => {
          setQuantity(e.target.value)
          setTouched((s) => new Set([...s, "quantity"]))
        }}
      />
      {goods && (
        <Field
          label={t("points.remarks")}
          value={remarks}
          maxLength={200}
          onChange={(e) => setRemarks(e.target.value)}
        />
      )}
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
          {t("points.confirm_redeem")}
        </Button>
      </div>
    </form>
  )
}

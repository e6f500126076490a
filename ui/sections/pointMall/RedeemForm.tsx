/**
 * Redeeming a reward (spec section 7 `passwordCheck/MCS2_redeemPointReward`): a quantity, a delivery note for goods,
 * and the login password that confirms it. Core's `redeemRefusal` checks the form as the member types (a whole
 * quantity in stock, enough points, the password) and its reason shows next to the field it concerns; the platform's
 * refusal (a wrong password, sold out) shows above the buttons. The submit shows progress and cannot run twice
 * (PointsConfirmForm).
 */
import { useState } from "react"
import { type PointReward, redeemRefusal, rewardIdOf } from "../../../core/model/PointsMall.ts"
import { redeemReward } from "../../actions/pointsMall.ts"
import { Field } from "../../components/Field.tsx"
import { formatNumber } from "../../i18n/format.ts"
import { useT } from "../../i18n/useT.ts"
import { PointsConfirmForm } from "./PointsConfirmForm.tsx"
import { usePointsConfirm } from "./usePointsConfirm.ts"

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
  const [quantity, setQuantity] = useState("1")
  const [remarks, setRemarks] = useState("")
  const qty = Number(quantity)
  const id = rewardIdOf(reward)
  const confirm = usePointsConfirm(
    (password) =>
      redeemRefusal(reward, qty, balance, password) !== undefined || id === undefined
        ? undefined
        : redeemReward({
            rewardId: id,
            quantity: qty,
            redeemType: reward.redeemType ?? reward.type ?? "",
            password,
            ...(remarks.trim() === "" ? {} : { remarks: remarks.trim() }),
          }),
    onDone,
  )
  const reason = redeemRefusal(reward, qty, balance, confirm.password)
  const goods = (reward.redeemType ?? reward.type ?? "").toUpperCase() === "GOODS"

  return (
    <PointsConfirmForm
      confirm={confirm}
      count={{
        label: t("points.quantity"),
        value: quantity,
        onChange: setQuantity,
        hint: Number.isFinite(qty) && qty > 0 ? t("points.total", { points: whole(reward.points * qty) }) : undefined,
      }}
      reason={reason}
      confirmLabel={t("points.confirm_redeem")}
      onCancel={onCancel}
    >
      {goods && (
        <Field
          label={t("points.remarks")}
          value={remarks}
          maxLength={200}
          onChange={(e) => setRemarks(e.target.value)}
        />
      )}
    </PointsConfirmForm>
  )
}

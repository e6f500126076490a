/**
 * Converting points to cash (spec section 7 `passwordCheck/MCS2_convertPoint`): the points to convert, the cash they
 * make at the brand's ratio (core's `convertedMinor`), and the login password that confirms it. Core's
 * `convertRefusal` checks it as the member types; the platform's refusal shows above the buttons (PointsConfirmForm).
 */
import { useState } from "react"
import { convertRefusal, type PointConfig } from "../../../core/model/PointsMall.ts"
import { convertedMinor } from "../../../core/projections/pointsRatio.ts"
import { convertPoints } from "../../actions/pointsMall.ts"
import { amount as money } from "../../i18n/format.ts"
import { useT } from "../../i18n/useT.ts"
import { PointsConfirmForm } from "./PointsConfirmForm.tsx"
import { usePointsConfirm } from "./usePointsConfirm.ts"

export interface ConvertFormProps {
  readonly balance: number | undefined
  readonly config: PointConfig
  readonly onDone: () => void
  readonly onCancel: () => void
}

/** The form. */
export function ConvertForm({ balance, config, onDone, onCancel }: ConvertFormProps) {
  const t = useT("public")
  const [points, setPoints] = useState("")
  const value = Number(points)
  const confirm = usePointsConfirm(
    (password) =>
      convertRefusal(value, balance, password) === undefined ? convertPoints({ amount: value, password }) : undefined,
    onDone,
  )
  const reason = convertRefusal(value, balance, confirm.password)

  return (
    <PointsConfirmForm
      confirm={confirm}
      count={{
        label: t("points.convert_amount"),
        value: points,
        onChange: setPoints,
        hint: t("points.convert_gets", { amount: money(convertedMinor(value, config)) }),
      }}
      reason={reason}
      confirmLabel={t("points.confirm_convert")}
      onCancel={onCancel}
    />
  )
}

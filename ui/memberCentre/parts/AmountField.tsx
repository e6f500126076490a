/**
 * An amount input of the money pages ("every amount input refuses what the platform would refuse before
 * sending"), bound to its state (useAmountInput): decimal keypad, the currency symbol before it, the limits as a
 * hint, core's validation message (validation/Amount, translated, amounts written as the portal writes money)
 * beside it as the person types, and an optional "max" button filling the most that may be used.
 */
import { toDecimalText } from "../../../core/model/Money.ts"
import { Field } from "../../components/Field.tsx"
import { useT } from "../../i18n/useT.ts"
import type { AmountInput } from "./useAmountInput.ts"
import { useAmountProblemText } from "./useAmountProblemText.ts"

export interface AmountFieldProps {
  /** The amount's state. */
  readonly input: AmountInput
  readonly label: string
  readonly hint?: string | undefined
  readonly currencySymbol: string
  /** What the "max" button fills in (minor units); no button when not given. */
  readonly most?: number | undefined
  /** The "max" button's label ("Max" unless given, e.g. "All" when it moves the whole of a wallet). */
  readonly mostLabel?: string | undefined
  /** The amount was edited (by typing or "max"). */
  readonly onEdit?: (() => void) | undefined
}

/** The field. */
export function AmountField({ input, label, hint, currencySymbol, most, mostLabel, onEdit }: AmountFieldProps) {
  const t = useT("memberCentre")
  const problemText = useAmountProblemText()
  const r = input.result
  const edit = (text: string) => {
    input.set(text)
    onEdit?.()
  }
  return (
    <Field
      label={label}
      value={input.text}
      inputMode="decimal"
      autoComplete="off"
      placeholder="0.00"
      onChange={(e) => edit(e.target.value)}
      onBlur={input.touch}
      message={(input.touched || input.submitted) && r._tag === "Invalid" ? problemText(r.problem) : undefined}
      hint={hint}
      leading={
        <span className="field-prefix mcp-currency" aria-hidden="true">
          {currencySymbol}
        </span>
      }
      trailing={
        most === undefined ? undefined : (
          <button type="button" className="mcp-max" onClick={() => edit(toDecimalText(most))}>
            {mostLabel ?? t("max")}
          </button>
        )
      }
    />
  )
}

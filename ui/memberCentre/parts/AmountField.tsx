/**
 * An amount input of the money pages (issue 7: "every amount input refuses what the platform would refuse before
 * sending"): decimal keypad, the currency symbol before it, the limits as a hint, the validation message (core's
 * validation/Amount, translated) beside it as the person types, and an optional "max" button filling the most that
 * may be used.
 */
import { Field } from "../../components/Field.tsx"
import { useT } from "../../i18n/useT.ts"

export interface AmountFieldProps {
  readonly label: string
  readonly value: string
  readonly onChange: (value: string) => void
  readonly onBlur?: () => void
  readonly message: string | undefined
  readonly hint?: string | undefined
  readonly currencySymbol: string
  /** Fills the field with the most that may be used. */
  readonly onMax?: (() => void) | undefined
  readonly disabled?: boolean
}

/** The field. */
export function AmountField({
  label,
  value,
  onChange,
  onBlur,
  message,
  hint,
  currencySymbol,
  onMax,
  disabled,
}: AmountFieldProps) {
  const t = useT("memberCentre")
  return (
    <Field
      label={label}
      value={value}
      inputMode="decimal"
      autoComplete="off"
      placeholder="0.00"
      disabled={disabled}
      onChange={(e) => onChange(e.target.value)}
      onBlur={onBlur}
      message={message}
      hint={hint}
      leading={
        <span className="field-prefix mcp-currency" aria-hidden="true">
          {currencySymbol}
        </span>
      }
      trailing={
        onMax === undefined ? undefined : (
          <button type="button" className="mcp-max" onClick={onMax} disabled={disabled}>
            {t("max")}
          </button>
        )
      }
    />
  )
}

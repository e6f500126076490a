/**
 * The date part of a filter bar (spec section 9: "date presets next or previous 7 and 30 days"), shared by the
 * record lists (RecordFilters.tsx) and the agent reports (ui/agentCentre/ReportRange.tsx): core's presets of a
 * history (no future ones: a history holds nothing after today) as a radio
 * group that applies at once, and a custom range of two dates applied together, well formed per core's
 * `isValidRange` before it is sent (otherwise the dates are marked and the reason shown). Strings of area `records`.
 */
import { useId, useState } from "react"
import { brandDayText, parseBrandDay } from "../../core/model/BrandDate.ts"
import { type DatePreset, historyPresets, isValidRange } from "../../core/model/DateRange.ts"
import { Button } from "../components/Button.tsx"
import type { T } from "../i18n/useT.ts"

/** The date fields of a filter draft. */
export interface RangeFields {
  readonly preset: DatePreset
  readonly startDate: string
  readonly endDate: string
}

export interface DateRangeFieldsProps<D extends RangeFields> {
  /** The `records` strings. */
  readonly t: T
  readonly draft: D
  /** Applies a changed filter (a query from page 1). */
  readonly onApply: (draft: D) => void
  /** Edits the draft without applying it (the custom dates). */
  readonly onEdit: (draft: D) => void
}

/** The presets, and the custom range when that preset is chosen. */
export function DateRangeFields<D extends RangeFields>({ t, draft, onApply, onEdit }: DateRangeFieldsProps<D>) {
  const id = useId()
  const [rangeError, setRangeError] = useState(false)
  const applyRange = () => {
    const ok = isValidRange({ startDate: draft.startDate, endDate: draft.endDate })
    setRangeError(!ok)
    if (ok) onApply(draft)
  }
  const invalid = {
    "aria-invalid": rangeError || undefined,
    "aria-describedby": rangeError ? `${id}-range` : undefined,
  }
  return (
    <>
      <fieldset className="record-presets">
        <legend className="visually-hidden">{t("date_range")}</legend>
        {historyPresets.map((p) => (
          <label key={p} className={`pill record-preset ${draft.preset === p ? "is-selected" : ""}`}>
            <input
              type="radio"
              name={`${id}-preset`}
              value={p}
              checked={draft.preset === p}
              onChange={() => {
                setRangeError(false)
                if (p === "custom") onEdit({ ...draft, preset: p })
                else onApply({ ...draft, preset: p })
              }}
            />
            <span>{t(`preset_${p}`)}</span>
          </label>
        ))}
      </fieldset>
      {draft.preset === "custom" && (
        <div className="record-range">
          {(
            [
              ["startDate", "start", t("start_date")],
              ["endDate", "end", t("end_date")],
            ] as const
          ).map(([field, end, label]) => (
            <label key={field} className="record-control" htmlFor={`${id}-${end}`}>
              <span>{label}</span>
              <BrandDayInput
                id={`${id}-${end}`}
                value={draft[field]}
                invalid={invalid}
                onChange={(day) => onEdit({ ...draft, [field]: day })}
              />
            </label>
          ))}
          <Button variant="primary" size="sm" onClick={applyRange}>
            {t("apply_range")}
          </Button>
          {rangeError && (
            <p id={`${id}-range`} className="record-range-error" role="alert">
              {t("range_invalid")}
            </p>
          )}
        </div>
      )}
    </>
  )
}

interface BrandDayInputProps {
  readonly id: string
  /** The day as `yyyy-MM-dd` (or what was typed, when it is no day). */
  readonly value: string
  readonly invalid: { readonly "aria-invalid": true | undefined; readonly "aria-describedby": string | undefined }
  readonly onChange: (value: string) => void
}

/**
 * A day typed in the brand's one format, DD/MM/YYYY (core's `parseBrandDay`), instead of the browser's date field,
 * whose order follows the machine's locale; what is not a day is passed on as typed, so the range check marks it.
 */
function BrandDayInput({ id, value, invalid, onChange }: BrandDayInputProps) {
  const [text, setText] = useState(() => brandDayText(value))
  return (
    <input
      id={id}
      type="text"
      inputMode="text"
      autoComplete="off"
      placeholder="DD/MM/YYYY"
      value={text}
      {...invalid}
      onChange={(e) => {
        setText(e.target.value)
        onChange(parseBrandDay(e.target.value) ?? e.target.value)
      }}
    />
  )
}

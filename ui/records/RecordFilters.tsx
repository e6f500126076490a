/**
 * The filter bar of a record list (spec section 2: "filters by type, vendor and status, date presets"; spec section 9:
 * "date presets next or previous 7 and 30 days"): the presets as a radio group that applies at once, a custom range
 * of two dates applied together, and the list's own type, vendor and status choices (core's `recordFilters`), each
 * applying at once. The range must be well formed (core's `isValidRange`) before it is sent.
 */
import { useId, useState } from "react"
import { type DatePreset, isValidRange } from "../../core/model/DateRange.ts"
import { type RecordFilterField, recordFilters } from "../../core/model/RecordOptions.ts"
import type { RecordKind } from "../../core/model/Records.ts"
import type { VendorChoice } from "../../core/projections/recordVendors.ts"
import { Button } from "../components/Button.tsx"
import type { T } from "../i18n/useT.ts"
import { codeText } from "./cellText.ts"

/** The presets offered, in order. */
export const presets: ReadonlyArray<DatePreset> = ["today", "previous7", "previous30", "next7", "next30", "custom"]

/** What the bar edits. */
export interface FilterDraft {
  readonly preset: DatePreset
  readonly startDate: string
  readonly endDate: string
  readonly type: string
  readonly vendor: string
  readonly status: string
}

export interface RecordFiltersProps {
  readonly kind: RecordKind
  readonly t: T
  readonly draft: FilterDraft
  readonly vendors: ReadonlyArray<VendorChoice>
  /** Applies a changed filter (a query from page 1). */
  readonly onApply: (draft: FilterDraft) => void
  /** Edits the draft without applying it (the custom dates). */
  readonly onEdit: (draft: FilterDraft) => void
}

const fields: ReadonlyArray<RecordFilterField> = ["type", "vendor", "status"]

/** The filter bar. */
export function RecordFilters({ kind, t, draft, vendors, onApply, onEdit }: RecordFiltersProps) {
  const id = useId()
  const [rangeError, setRangeError] = useState(false)
  const choices = recordFilters[kind]
  const applyRange = () => {
    const ok = isValidRange({ startDate: draft.startDate, endDate: draft.endDate })
    setRangeError(!ok)
    if (ok) onApply(draft)
  }
  return (
    <div className="record-filters">
      <fieldset className="record-presets">
        <legend className="visually-hidden">{t("date_range")}</legend>
        {presets.map((p) => (
          <label key={p} className={`record-preset ${draft.preset === p ? "is-selected" : ""}`}>
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
          <label className="record-control">
            <span>{t("start_date")}</span>
            <input
              type="date"
              value={draft.startDate}
              aria-invalid={rangeError || undefined}
              aria-describedby={rangeError ? `${id}-range` : undefined}
              onChange={(e) => onEdit({ ...draft, startDate: e.target.value })}
            />
          </label>
          <label className="record-control">
            <span>{t("end_date")}</span>
            <input
              type="date"
              value={draft.endDate}
              aria-invalid={rangeError || undefined}
              aria-describedby={rangeError ? `${id}-range` : undefined}
              onChange={(e) => onEdit({ ...draft, endDate: e.target.value })}
            />
          </label>
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
      {fields.some((f) => choices[f] !== undefined) && (
        <div className="record-selects">
          {fields.map((field) => {
            const c = choices[field]
            if (c === undefined) return null
            return (
              <label key={field} className="record-control">
                <span>{t(`col_${c.column}`)}</span>
                <select value={draft[field]} onChange={(e) => onApply({ ...draft, [field]: e.target.value })}>
                  <option value="">{t("all")}</option>
                  {c._tag === "Vendors"
                    ? vendors.map((v) => (
                        <option key={v.code} value={v.code}>
                          {v.name}
                        </option>
                      ))
                    : c.choices.map((o) => (
                        <option key={o.value} value={o.value}>
                          {codeText(t, c.column, o.code)}
                        </option>
                      ))}
                </select>
              </label>
            )
          })}
        </div>
      )}
    </div>
  )
}

/**
 * The filter bar of a record list (spec section 2: "filters by type, vendor and status, date presets"; spec section 9:
 * "date presets next or previous 7 and 30 days"): the presets as a radio group that applies at once, a custom range
 * of two dates applied together, and the list's own type, vendor and status choices (core's `recordFilters`), each
 * applying at once. The dates are DateRangeFields.tsx, shared with the agent reports.
 */
import type { DatePreset } from "../../core/model/DateRange.ts"
import { type RecordFilterField, recordFilters } from "../../core/model/RecordOptions.ts"
import type { RecordKind } from "../../core/model/Records.ts"
import type { VendorChoice } from "../../core/projections/recordVendors.ts"
import type { T } from "../i18n/useT.ts"
import { codeText } from "./cellText.ts"
import { DateRangeFields } from "./DateRangeFields.tsx"

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
  const choices = recordFilters[kind]
  return (
    <div className="record-filters">
      <DateRangeFields t={t} draft={draft} onApply={onApply} onEdit={onEdit} />
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

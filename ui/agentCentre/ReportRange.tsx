/**
 * The filter bar of an agent report (spec section 9: "date presets next or previous 7 and 30 days"): the presets as a
 * radio group that applies at once, a custom range of two dates applied together (well formed per core's
 * `isValidRange` before it is sent), and, for the lists, a downline's account to narrow to. It wears the record
 * lists' look (ui/records/records.css) and their strings (area `records`).
 */
import { useId, useState } from "react"
import { type DatePreset, isValidRange } from "../../core/model/DateRange.ts"
import { Button } from "../components/Button.tsx"
import { useT } from "../i18n/useT.ts"
import { presets } from "../records/RecordFilters.tsx"
import "../records/records.css"

/** What the bar edits. */
export interface RangeDraft {
  readonly preset: DatePreset
  readonly startDate: string
  readonly endDate: string
  readonly account: string
}

/** The draft a report starts from: the last 7 days, every downline. */
export const initialRange: RangeDraft = { preset: "previous7", startDate: "", endDate: "", account: "" }

export interface ReportRangeProps {
  readonly draft: RangeDraft
  /** Shows the account search (the lists). */
  readonly withAccount?: boolean
  /** Shows the date presets (not the downline list, which has no range). */
  readonly withDates?: boolean
  /** Applies a changed filter (a query from page 1). */
  readonly onApply: (draft: RangeDraft) => void
  /** Edits the draft without applying it (the custom dates, the account typed). */
  readonly onEdit: (draft: RangeDraft) => void
}

/** The filter bar. */
export function ReportRange({ draft, withAccount = false, withDates = true, onApply, onEdit }: ReportRangeProps) {
  const id = useId()
  const r = useT("records")
  const t = useT("agentCentre")
  const [rangeError, setRangeError] = useState(false)
  const applyRange = () => {
    const ok = isValidRange({ startDate: draft.startDate, endDate: draft.endDate })
    setRangeError(!ok)
    if (ok) onApply(draft)
  }
  return (
    <div className="record-filters">
      {withDates && (
        <fieldset className="record-presets">
          <legend className="visually-hidden">{r("date_range")}</legend>
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
              <span>{r(`preset_${p}`)}</span>
            </label>
          ))}
        </fieldset>
      )}
      {withDates && draft.preset === "custom" && (
        <div className="record-range">
          <label className="record-control">
            <span>{r("start_date")}</span>
            <input
              type="date"
              value={draft.startDate}
              aria-invalid={rangeError || undefined}
              aria-describedby={rangeError ? `${id}-range` : undefined}
              onChange={(e) => onEdit({ ...draft, startDate: e.target.value })}
            />
          </label>
          <label className="record-control">
            <span>{r("end_date")}</span>
            <input
              type="date"
              value={draft.endDate}
              aria-invalid={rangeError || undefined}
              aria-describedby={rangeError ? `${id}-range` : undefined}
              onChange={(e) => onEdit({ ...draft, endDate: e.target.value })}
            />
          </label>
          <Button variant="primary" size="sm" onClick={applyRange}>
            {r("apply_range")}
          </Button>
          {rangeError && (
            <p id={`${id}-range`} className="record-range-error" role="alert">
              {r("range_invalid")}
            </p>
          )}
        </div>
      )}
      {withAccount && (
        <form
          className="record-range ac-search"
          aria-label={t("downline_account")}
          onSubmit={(e) => {
            e.preventDefault()
            onApply(draft)
          }}
        >
          <label className="record-control">
            <span>{t("downline_account")}</span>
            <input
              type="search"
              value={draft.account}
              autoComplete="off"
              onChange={(e) => onEdit({ ...draft, account: e.target.value.trim() })}
            />
          </label>
          <Button variant="secondary" size="sm" type="submit">
            {t("search")}
          </Button>
        </form>
      )}
    </div>
  )
}

/** The filter input core resolves from a draft. */
export const inputOfRange = (d: RangeDraft, page: number, size: number) => ({
  preset: d.preset,
  ...(d.preset === "custom" ? { startDate: d.startDate, endDate: d.endDate } : {}),
  ...(d.account === "" ? {} : { account: d.account }),
  page,
  size,
})

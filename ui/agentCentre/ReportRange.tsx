/**
 * The filter bar of an agent report (spec section 9: "date presets next or previous 7 and 30 days"): the date presets
 * and custom range of the record lists (ui/records/DateRangeFields.tsx) and, for the lists, a downline's account to
 * narrow to. It wears the record lists' look (ui/records/records.css) and their strings (area `records`).
 */
import type { DatePreset } from "../../core/model/DateRange.ts"
import { Button } from "../components/Button.tsx"
import { useT } from "../i18n/useT.ts"
import { DateRangeFields } from "../records/DateRangeFields.tsx"
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
  const r = useT("records")
  const t = useT("agentCentre")
  return (
    <div className="record-filters">
      {withDates && <DateRangeFields t={r} draft={draft} onApply={onApply} onEdit={onEdit} />}
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

/**
 * One record list of the member centre (spec section 2: betting record, account record, personal profit, bonus
 * details, redeem history), the one component the five pages share: the filter bar, the rows as a table
 * (cards on a phone) with the range's totals, the pager with the page size, a skeleton while the first page loads, an
 * empty state, an error with a retry, and the CSV export of every row under the filter. Core resolves the filter and
 * keeps the list (`state.memberCentre.records[kind]`); this keeps only what the person is editing.
 */

import { useEffect, useState } from "react"
import { brandDayText } from "../../core/model/BrandDate.ts"
import { isPaged, recordFilters } from "../../core/model/RecordOptions.ts"
import type { RecordKind } from "../../core/model/Records.ts"
import { cellOf, recordColumns } from "../../core/projections/recordColumns.ts"
import { recordVendors } from "../../core/projections/recordVendors.ts"
import type { FilterInput } from "../../core/workflows/resolveFilter.ts"
import { loadVendors } from "../actions/games.ts"
import { exportRecordList, queryRecordList } from "../actions/records.ts"
import { Button } from "../components/Button.tsx"
import { useT } from "../i18n/useT.ts"
import { view } from "../state/mirror.ts"
import { type FilterDraft, RecordFilters } from "./RecordFilters.tsx"
import { pageSizes } from "./RecordPager.tsx"
import { ExportStatus, ReportTable, useCsvExport, useListQuery } from "./ReportTable.tsx"
import "./records.css"
import { useCore } from "../state/useCore.ts"
import { Empty } from "./PageState.tsx"

export interface RecordListProps {
  readonly kind: RecordKind
  /** The message key of the page's title (area `records`). */
  readonly titleKey: string
}

const initialDraft: FilterDraft = { preset: "previous7", startDate: "", endDate: "", type: "", vendor: "", status: "" }

const inputOf = (d: FilterDraft, page: number, size: number): FilterInput => ({
  preset: d.preset,
  ...(d.preset === "custom" ? { startDate: d.startDate, endDate: d.endDate } : {}),
  type: d.type,
  vendor: d.vendor,
  status: d.status,
  page,
  size,
})

/** The list with its filters, pager, totals and export. */
export function RecordList({ kind, titleKey }: RecordListProps) {
  const t = useT("records")
  const snap = useCore()
  const list = snap.memberCentre.records[kind]
  // Coming back to the page shows the filter it had (core keeps the list while the session lasts).
  const kept = list.filter
  const [draft, setDraft] = useState<FilterDraft>(() =>
    kept === undefined
      ? initialDraft
      : {
          preset: kept.preset,
          startDate: kept.startDate,
          endDate: kept.endDate,
          type: kept.type ?? "",
          vendor: kept.vendor ?? "",
          status: kept.status ?? "",
        },
  )
  const paged = isPaged(kind)
  const wantsVendors = Object.values(recordFilters[kind]).some((c) => c?._tag === "Vendors")
  const csv = useCsvExport(t, (filter, labels) => exportRecordList(kind, filter, labels), list.filter)
  const listQuery = useListQuery(kind, inputOf(draft, kept?.page ?? 1, kept?.size ?? pageSizes[0]), (input) => {
    csv.setState(undefined)
    return queryRecordList(kind, input)
  })
  const size = listQuery.size

  // biome-ignore lint/correctness/useExhaustiveDependencies: the vendors load once, when the page opens.
  useEffect(() => {
    if (wantsVendors && !view.catalogue.vendorsLoaded) void loadVendors()
  }, [kind])

  const apply = (d: FilterDraft) => {
    setDraft(d)
    void listQuery.query(inputOf(d, 1, size))
  }
  // Custom starts from the range on screen, so picking it changes nothing until a date is changed.
  const edit = (d: FilterDraft) =>
    setDraft(
      d.preset === "custom" && draft.preset !== "custom" && list.filter !== undefined
        ? { ...d, startDate: list.filter.startDate, endDate: list.filter.endDate }
        : d,
    )

  const title = t(titleKey)
  return (
    <section className="record-list" aria-labelledby={`records-${kind}-title`}>
      <header className="record-head">
        <h2 id={`records-${kind}-title`} className="visually-hidden">
          {title}
        </h2>
        <span className="muted-note record-count">
          {list.filter !== undefined &&
            t("range_shown", { start: brandDayText(list.filter.startDate), end: brandDayText(list.filter.endDate) })}
        </span>
        <Button
          variant="secondary"
          size="sm"
          className="record-export"
          disabled={list.filter === undefined || list.loading}
          onAction={csv.exportCsv}
        >
          {t("export_csv")}
        </Button>
      </header>
      <RecordFilters kind={kind} t={t} draft={draft} vendors={recordVendors(snap)} onApply={apply} onEdit={edit} />
      <ExportStatus state={csv.state} count={csv.exported} />
      <ReportTable
        list={list}
        query={listQuery}
        title={title}
        t={t}
        columns={recordColumns[kind]}
        cell={cellOf}
        empty={<Empty title={t("empty")} hint={t("empty_hint")} />}
        paged={paged}
      />
    </section>
  )
}

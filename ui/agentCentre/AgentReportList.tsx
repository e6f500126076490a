/**
 * One list of the agent centre (spec section 2: team management, team betting, user profit and loss, my income,
 * transaction details): the filter bar (date presets, except the downline list, which has no range; a downline's
 * account), the rows as a table (cards on a phone) with the range's totals, the pager with the page size, a skeleton
 * while the first page loads, an empty state, "no such downline" for an account searched that is in none, and a
 * failure with a retry. Core resolves the filter and keeps the list
 * (`state.agentCentre.reports[kind]`); this keeps only what the agent is editing. A page may add an action per row
 * (team management's transfer to the downline), in a last column of its own, and figures above the list (my
 * income's totals by status); the CSV export of every row under the filter, as the records have; a column's note (a held income's reason) is the cell's title and its second line.
 */

import { type ReactNode, useState } from "react"
import { agentCodes } from "../../core/contract/ErrorCode.ts"
import { brandDayText } from "../../core/model/BrandDate.ts"
import type { AgentListKind, AgentRow } from "../../core/projections/agentReportColumns.ts"
import { agentCellOf, agentNoteOf, agentReportColumns } from "../../core/projections/agentReportColumns.ts"
import type { FilterInput } from "../../core/workflows/resolveFilter.ts"
import { exportAgentReport, queryAgentReport } from "../actions/agentCentre.ts"
import { Button } from "../components/Button.tsx"
import { useT } from "../i18n/useT.ts"
import { Empty } from "../records/PageState.tsx"
import { pageSizes } from "../records/RecordPager.tsx"
import { ExportStatus, ReportTable, useCsvExport, useListQuery } from "../records/ReportTable.tsx"
import { useCore } from "../state/useCore.ts"
import { initialRange, inputOfRange, type RangeDraft, ReportRange } from "./ReportRange.tsx"

/** The platform's refusal of an account that is not in the agent's downline. */
const downlineNotFound = agentCodes.downlineNotFound

export interface AgentReportListProps {
  readonly kind: AgentListKind
  /** A fixed record type sent with every query (a contract page's own income: DIVIDEND, DAILY_SALARY...). */
  readonly type?: string
  /** The list's name, when not the kind's own title. */
  readonly title?: string
  /** What each row offers (a button), in a last column; none when absent. */
  readonly rowAction?: (row: AgentRow) => ReactNode
  /** What is shown between the filters and the list (my income's totals by status); nothing when absent. */
  readonly summary?: ReactNode
}

/** The list with its filters, totals and pager. */
export function AgentReportList({ kind, type, title: named, rowAction, summary }: AgentReportListProps) {
  const t = useT("agentCentre")
  const r = useT("records")
  const list = useCore().agentCentre.reports[kind]
  const kept = list.filter
  const dated = kind !== "downlines"
  const [draft, setDraft] = useState<RangeDraft>(() =>
    kept === undefined
      ? initialRange
      : { preset: kept.preset, startDate: kept.startDate, endDate: kept.endDate, account: kept.account ?? "" },
  )
  const typed = (input: FilterInput): FilterInput => (type === undefined ? input : { ...input, type })
  const listQuery = useListQuery(
    kind,
    typed(inputOfRange(draft, kept?.type === type ? (kept?.page ?? 1) : 1, kept?.size ?? pageSizes[0])),
    (input) => queryAgentReport(kind, input),
  )
  const query = (input: FilterInput) => listQuery.query(typed(input))
  const size = listQuery.size
  const csv = useCsvExport(t, (filter, labels) => exportAgentReport(kind, filter, labels), list.filter)

  const title = named ?? t(`title_${kind}`)
  return (
    <section className="ac-page" aria-label={title}>
      <ReportRange
        draft={draft}
        withAccount
        withDates={dated}
        onEdit={setDraft}
        onApply={(d) => {
          setDraft(d)
          void query(inputOfRange(d, 1, size))
        }}
      />
      {dated && (
        <p className="muted-note record-count">
          {list.filter !== undefined &&
            r("range_shown", { start: brandDayText(list.filter.startDate), end: brandDayText(list.filter.endDate) })}
        </p>
      )}
      <div className="record-head">
        <Button
          variant="secondary"
          size="sm"
          className="record-export"
          disabled={list.filter === undefined || list.loading || list.rows.length === 0}
          onAction={csv.exportCsv}
        >
          {r("export_csv")}
        </Button>
        <ExportStatus state={csv.state} count={csv.exported} />
      </div>
      {list.error === undefined && summary}
      <ReportTable
        list={list}
        query={listQuery}
        title={title}
        t={t}
        columns={agentReportColumns[kind]}
        cell={agentCellOf}
        note={agentNoteOf}
        rowAction={rowAction === undefined ? undefined : { label: t("col_actions"), render: rowAction }}
        empty={
          <Empty
            title={t(dated ? "empty" : "downlines_empty")}
            hint={t(dated ? "empty_hint" : "downlines_empty_hint")}
          />
        }
        answer={
          list.error?.errorCode === downlineNotFound ? (
            // The account searched for is in no downline: a plain answer to the search, not a failure to retry.
            <Empty
              title={t("no_such_downline", { account: listQuery.last.current.account ?? "" })}
              hint={t("no_such_downline_hint")}
            />
          ) : undefined
        }
        paged
      />
    </section>
  )
}

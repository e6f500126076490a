/**
 * The table-and-pager block that the member centre's record lists and the agent centre's reports share (spec section
 * 2): the state the list is in (a failure with a retry, a skeleton while its first page loads, an empty state) or its
 * rows as a table with the range's totals, and the pager under it; with the query the block pages through (the page
 * and the page size asked again under the last filter) and the CSV export of every row under the filter, which both
 * offer. Core keeps the list (`RecordList`); this keeps only the last filter asked for and the page size.
 */
import { type ReactNode, useEffect, useRef, useState } from "react"
import type { RecordFilter } from "../../core/model/Records.ts"
import type { CellValue, RecordColumn } from "../../core/projections/recordColumns.ts"
import type { CsvLabels } from "../../core/projections/recordsCsv.ts"
import type { RecordList } from "../../core/state/slices/memberCentre.ts"
import type { FilterInput } from "../../core/workflows/resolveFilter.ts"
import type { ExportOutcome } from "../actions/records.ts"
import { type T, useT } from "../i18n/useT.ts"
import { codeText } from "./cellText.ts"
import { LoadFailed, LoadingRows } from "./PageState.tsx"
import { pageSizes, RecordPager } from "./RecordPager.tsx"
import { RecordTable } from "./RecordTable.tsx"

/** A list's query: the last filter asked for, asked again for another page, page size or a retry. */
export interface ListQuery {
  /** The last filter asked for. */
  readonly last: { readonly current: FilterInput }
  readonly size: number
  /** Asks for `input` (and keeps it as the last). */
  readonly query: (input: FilterInput) => Promise<void>
  readonly retry: () => void
  readonly toPage: (page: number) => void
  /** A changed page size asks from page 1. */
  readonly resize: (size: number) => void
}

/**
 * The query of a list whose first page, `first`, loads when the page opens (and again when `kind` changes); `send`
 * asks the platform.
 */
export function useListQuery(kind: string, first: FilterInput, send: (input: FilterInput) => Promise<void>): ListQuery {
  const [size, setSize] = useState<number>(first.size ?? pageSizes[0])
  const last = useRef<FilterInput>(first)
  const query = (input: FilterInput) => {
    last.current = input
    return send(input)
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first page loads once, when the page opens.
  useEffect(() => {
    void query(last.current)
  }, [kind])
  return {
    last,
    size,
    query,
    retry: () => void query(last.current),
    toPage: (page) => void query({ ...last.current, page }),
    resize: (s) => {
      setSize(s)
      void query({ ...last.current, page: 1, size: s })
    },
  }
}

/** Where the last CSV export of a list ended; undefined before the first (or after a new query, for the records). */
export type ExportState = "done" | "truncated" | "failed" | undefined

/**
 * The CSV export of the rows under a list's filter: `run` exports them, headed by the labels of the area's strings
 * `t` (as the table heads its columns); the state and count say how it went.
 */
export function useCsvExport(
  t: T,
  run: (filter: RecordFilter, labels: CsvLabels) => Promise<ExportOutcome>,
  filter: RecordFilter | undefined,
) {
  const [exported, setExported] = useState(0)
  const [state, setState] = useState<ExportState>(undefined)
  const exportCsv = async () => {
    if (filter === undefined) return
    const outcome = await run(filter, {
      column: (id) => t(`col_${id}`),
      code: (column, code) => codeText(t, column, code),
    })
    if (outcome.ok) setExported(outcome.rows)
    setState(outcome.ok ? (outcome.truncated ? "truncated" : "done") : "failed")
  }
  return { exported, state, setState, exportCsv }
}

/** How the last export went, said politely to a screen reader. */
export function ExportStatus({ state, count }: { readonly state: ExportState; readonly count: number }) {
  const r = useT("records")
  return (
    <p className="muted-note record-export-status" aria-live="polite">
      {state === "done" && r("export_done", { count })}
      {state === "truncated" && r("export_truncated", { count })}
      {state === "failed" && r("export_failed")}
    </p>
  )
}

export interface ReportTableProps<Row> {
  readonly list: RecordList<Row>
  readonly query: ListQuery
  /** The list's name (the table's caption, the pager's navigation). */
  readonly title: string
  /** The area's strings: loading, load_failed and the column labels (retry, totals and the pager's are `records`'). */
  readonly t: T
  readonly columns: ReadonlyArray<RecordColumn>
  readonly cell: (column: RecordColumn, row: Row) => CellValue
  readonly note?: ((column: RecordColumn, row: Row) => string | undefined) | undefined
  /** A last column of what can be done with a row. */
  readonly rowAction?: { readonly label: string; readonly render: (row: Row) => ReactNode } | undefined
  /** What shows when the list has no rows. */
  readonly empty: ReactNode
  /** What shows instead of the failure with a retry when the page answers the list's failure itself. */
  readonly answer?: ReactNode | undefined
  /** Whether the list comes in pages (a list of one page has no pager). */
  readonly paged: boolean
}

/** The list's state or its table, and its pager. */
export function ReportTable<Row>({
  list,
  query,
  title,
  t,
  columns,
  cell,
  note,
  rowAction,
  empty,
  answer,
  paged,
}: ReportTableProps<Row>) {
  const r = useT("records")
  const firstLoad = list.loading && (list.rows.length === 0 || list.filter === undefined)
  return (
    <>
      {answer !== undefined ? (
        answer
      ) : list.error !== undefined ? (
        <LoadFailed text={t("load_failed")} retry={r("retry")} onRetry={query.retry} />
      ) : firstLoad || !t.ready || !r.ready ? (
        <LoadingRows label={t("loading")} rows={5} height={36} />
      ) : list.rows.length === 0 ? (
        empty
      ) : (
        <RecordTable
          columns={columns}
          cell={cell}
          note={note}
          t={t}
          totalsLabel={r("totals")}
          caption={title}
          rows={list.rows}
          totals={list.totals}
          busy={list.loading}
          rowAction={rowAction}
        />
      )}
      {paged && list.filter !== undefined && list.error === undefined && (
        <RecordPager
          t={r}
          title={title}
          page={list.filter.page}
          totalPages={list.totalPages}
          size={query.size}
          onPage={query.toPage}
          onSize={query.resize}
        />
      )}
    </>
  )
}

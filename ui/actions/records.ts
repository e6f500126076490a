/**
 * The member's record lists (spec section 2 member centre): query a list with a filter (core resolves the
 * date preset on today's date in GMT+8 and records the filter), and export every row of the filtered range as a CSV
 * file, downloaded through a Blob URL. Core gathers the rows and builds the CSV; this only hands the file over.
 */
import type { RecordFilter, RecordKind } from "../../core/model/Records.ts"
import type { CsvLabels } from "../../core/projections/recordsCsv.ts"
import * as RecordsCsv from "../../core/projections/recordsCsv.ts"
import * as ExportRecords from "../../core/workflows/exportRecords.ts"
import * as QueryRecords from "../../core/workflows/queryRecords.ts"
import type { FilterInput } from "../../core/workflows/resolveFilter.ts"
import { attempt, type Outcome, run } from "../app/runtime.ts"

/** Loads one page of a list under a filter. */
export const queryRecordList = async (kind: RecordKind, input: FilterInput): Promise<void> => {
  await run(QueryRecords.queryRecords(kind, input))
}

/** How an export went: the rows written (and whether the range held more), or a failure. */
export type ExportOutcome =
  | { readonly ok: true; readonly rows: number; readonly truncated: boolean }
  | { readonly ok: false }

/** The file name of an export: the list and its range. */
export const csvFileName = (kind: RecordKind, filter: RecordFilter): string =>
  `${kind}-records_${filter.startDate}_${filter.endDate}.csv`

/** Hands a text file to the browser as a download. */
export const download = (name: string, text: string): void => {
  // The byte order mark makes spreadsheets read the file as UTF-8 (names in Chinese, Thai...).
  const url = URL.createObjectURL(new Blob(["\uFEFF", text], { type: "text/csv;charset=utf-8" }))
  const a = document.createElement("a")
  a.href = url
  a.download = name
  a.rel = "noopener"
  a.style.display = "none"
  document.body.append(a)
  a.click()
  a.remove()
  // Revoked after the click has handed the file over.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/**
 * Hands an export's rows (every row of a range, and whether the range held more) to the browser as the CSV file
 * `name`, and says how it went: the one way the record lists and the agent reports export.
 */
export const exportCsv = async <Row>(
  exported: Promise<Outcome<{ readonly rows: ReadonlyArray<Row>; readonly truncated: boolean }, unknown>>,
  name: string,
  csv: (rows: ReadonlyArray<Row>) => string,
): Promise<ExportOutcome> => {
  const outcome = await exported
  if (!outcome.ok) return { ok: false }
  download(name, csv(outcome.value.rows))
  return { ok: true, rows: outcome.value.rows.length, truncated: outcome.value.truncated }
}

/** Exports every row of the list under `filter` as CSV, headed by the interface's labels. */
export const exportRecordList = (kind: RecordKind, filter: RecordFilter, labels: CsvLabels): Promise<ExportOutcome> =>
  exportCsv(attempt(ExportRecords.exportRecords(kind, filter)), csvFileName(kind, filter), (rows) =>
    RecordsCsv.recordsCsv(kind, rows, labels),
  )

/**
 * A record list as CSV ("Export any record list as CSV, with the filters applied"): one header line of the
 * columns' labels, then one line per row, in the columns of `recordColumns`. RFC 4180: fields holding a comma, a
 * quote, a line break or edge spaces are quoted, quotes doubled, lines end with CRLF. Amounts are written as plain
 * decimals (`-1234.50`, no thousands separators) so a spreadsheet reads them as numbers; times as the list shows
 * them; codes through the labels the interface passes (translated). A text cell that a spreadsheet would run as a
 * formula (starting with `=`, `+`, `-`, `@`, a tab or CR) is prefixed with `'` (OWASP's CSV injection advice):
 * remarks and game names come from the platform.
 */
import { scale } from "../model/Money.ts"
import type { RecordKind } from "../model/Records.ts"
import { type AgentListKind, type AgentRow, agentCellOf, agentReportColumns } from "./agentReportColumns.ts"
import { type CellValue, cellOf, type RecordRow, recordColumns, recordTimeText } from "./recordColumns.ts"

/** The interface's words for the CSV: a column's label, a code's label. */
export interface CsvLabels {
  readonly column: (id: string) => string
  readonly code: (columnId: string, code: string) => string
}

/** One field, quoted when it must be. */
export const csvField = (text: string): string =>
  /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text

/** Lines of fields as CSV text (CRLF line ends, a final CRLF). */
export const csvText = (lines: ReadonlyArray<ReadonlyArray<string>>): string =>
  lines.map((fields) => `${fields.map(csvField).join(",")}\r\n`).join("")

/** Minor units as a plain decimal: `-1234.50`. */
export const plainAmount = (cents: number): string => {
  const abs = Math.abs(Math.trunc(cents))
  return `${cents < 0 ? "-" : ""}${Math.floor(abs / scale)}.${String(abs % scale).padStart(2, "0")}`
}

const formula = /^[=+\-@\t\r]/

const safeText = (text: string): string => (formula.test(text) ? `'${text}` : text)

const cellText = (format: string, columnId: string, v: CellValue, labels: CsvLabels): string => {
  if (v === undefined) return ""
  switch (format) {
    case "amount":
      return typeof v === "number" ? plainAmount(v) : safeText(v)
    case "time":
      return recordTimeText(v)
    case "count":
      return String(v)
    case "code":
      return safeText(labels.code(columnId, String(v)))
    default:
      return safeText(String(v))
  }
}

/** The CSV of a list's rows, header first. */
export const recordsCsv = (kind: RecordKind, rows: ReadonlyArray<RecordRow>, labels: CsvLabels): string => {
  const columns = recordColumns[kind]
  return csvText([
    columns.map((c) => labels.column(c.id)),
    ...rows.map((row) => columns.map((c) => cellText(c.format, c.id, cellOf(c, row), labels))),
  ])
}

/** The CSV of an agent report's rows (the agent centre's lists), header first, in the same cell forms. */
export const agentReportCsv = (kind: AgentListKind, rows: ReadonlyArray<AgentRow>, labels: CsvLabels): string => {
  const columns = agentReportColumns[kind]
  return csvText([
    columns.map((c) => labels.column(c.id)),
    ...rows.map((row) => columns.map((c) => cellText(c.format, c.id, agentCellOf(c, row), labels))),
  ])
}

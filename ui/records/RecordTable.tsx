/**
 * The rows of a record list or an agent report as a table, which becomes one card per row in a narrow container (a
 * phone at 375 px): each cell carries its column's label for the card layout. The range's totals close the table in
 * its footer, under the columns they sum. Columns come from core (`recordColumns`, `agentReportColumns`), so the table
 * and the CSV agree; a report may add a note under a cell and an action at the end of each row.
 */
import type { ReactNode } from "react"
import type { CellFormat, CellValue, RecordColumn } from "../../core/projections/recordColumns.ts"
import type { T } from "../i18n/useT.ts"
import { cellText, signClass } from "./cellText.ts"
import { TableScroll } from "./TableScroll.tsx"
import { hasTotals, type Totals, TotalsRow } from "./TotalsRow.tsx"

export interface RecordTableProps<Row> {
  readonly columns: ReadonlyArray<RecordColumn>
  /** A row's value in a column. */
  readonly cell: (column: RecordColumn, row: Row) => CellValue
  /** A line under a cell's value (an agent report's particulars), if any. */
  readonly note?: ((column: RecordColumn, row: Row) => string | undefined) | undefined
  /** Words the column labels and the cells. */
  readonly t: T
  /** The first cell of the totals row. */
  readonly totalsLabel: string
  readonly caption: string
  readonly rows: ReadonlyArray<Row>
  readonly totals: Totals
  readonly busy: boolean
  /** A last column of what can be done with a row (an agent's transfer to a downline). */
  readonly rowAction?: { readonly label: string; readonly render: (row: Row) => ReactNode } | undefined
}

/** The table of rows with its totals. */
export function RecordTable<Row>({
  columns,
  cell,
  note,
  t,
  totalsLabel,
  caption,
  rows,
  totals,
  busy,
  rowAction,
}: RecordTableProps<Row>) {
  // Labels once per render, not once per cell (a page of 100 rows has a thousand cells).
  const labels = columns.map((c) => t(`col_${c.id}`))
  const codes = new Map<string, string>()
  const text = (format: CellFormat, column: string, v: CellValue): string => {
    if (format !== "code" || v === undefined) return cellText(t, format, column, v)
    const key = `${column}\u0000${v}`
    let label = codes.get(key)
    if (label === undefined) {
      label = cellText(t, format, column, v)
      codes.set(key, label)
    }
    return label
  }
  const summed = hasTotals(columns, totals)
  return (
    <TableScroll label={caption}>
      <table className="record-table" aria-busy={busy || undefined}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c, i) => (
              <th key={c.id} scope="col" className={`col-${c.format}`}>
                {labels[i]}
              </th>
            ))}
            {rowAction !== undefined && (
              <th scope="col" className="col-action">
                {rowAction.label}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows of a page have no identity the platform always sends.
            <tr key={i} className="record-row">
              {columns.map((c, ci) => {
                const v = cell(c, row)
                const line = note?.(c, row)
                return (
                  <td
                    key={c.id}
                    data-label={labels[ci]}
                    title={line}
                    className={`col-${c.format} ${c.primary ? "is-primary" : ""} ${signClass(c.signed, v)}`.trim()}
                  >
                    {text(c.format, c.id, v)}
                    {line !== undefined && <span className="ac-cell-note">{line}</span>}
                  </td>
                )
              })}
              {rowAction !== undefined && (
                <td className="col-action" data-label={rowAction.label}>
                  {rowAction.render(row)}
                </td>
              )}
            </tr>
          ))}
        </tbody>
        {summed && (
          <TotalsRow
            columns={columns}
            totals={totals}
            t={t}
            label={totalsLabel}
            after={rowAction !== undefined && <td className="col-action is-blank" />}
          />
        )}
      </table>
    </TableScroll>
  )
}

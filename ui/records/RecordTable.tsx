/**
 * The rows of a record list as a table, which becomes one card per row in a narrow container (a phone at
 * 375 px): each cell carries its column's label for the card layout. The range's totals close the table in its
 * footer, under the columns they sum. Columns come from core's `recordColumns`, so the table and the CSV agree.
 */
import type { RecordKind, RecordTotals } from "../../core/model/Records.ts"
import {
  type CellFormat,
  type CellValue,
  cellOf,
  type RecordRow,
  recordColumns,
} from "../../core/projections/recordColumns.ts"
import type { T } from "../i18n/useT.ts"
import { cellText, signClass } from "./cellText.ts"
import { TableScroll } from "./TableScroll.tsx"
import { hasTotals, TotalsRow } from "./TotalsRow.tsx"

export interface RecordTableProps {
  readonly kind: RecordKind
  readonly t: T
  readonly caption: string
  readonly rows: ReadonlyArray<RecordRow>
  readonly totals: RecordTotals | undefined
  readonly busy: boolean
}

/** The table of rows with its totals. */
export function RecordTable({ kind, t, caption, rows, totals, busy }: RecordTableProps) {
  const columns = recordColumns[kind]
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
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows of a page have no identity the platform always sends.
            <tr key={i} className="record-row">
              {columns.map((c, ci) => {
                const v = cellOf(c, row)
                return (
                  <td
                    key={c.id}
                    data-label={labels[ci]}
                    className={`col-${c.format} ${c.primary ? "is-primary" : ""} ${signClass(c.signed, v)}`.trim()}
                  >
                    {text(c.format, c.id, v)}
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
        {summed && <TotalsRow columns={columns} totals={totals} t={t} label={t("totals")} />}
      </table>
    </TableScroll>
  )
}

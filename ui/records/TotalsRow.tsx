/**
 * The footer of a record table or an agent report: the range's totals under the columns that have one, "Totals" in
 * the first cell, blank cells elsewhere; a column's sign colours its total as it does its cells. Shown only when at
 * least one column has a total (`hasTotals`).
 */
import type { ReactNode } from "react"
import type { RecordTotals } from "../../core/model/Records.ts"
import type { CellFormat } from "../../core/projections/recordColumns.ts"
import type { T } from "../i18n/useT.ts"
import { cellText, signClass } from "./cellText.ts"

export interface TotalledColumn {
  readonly id: string
  readonly format: CellFormat
  readonly total?: keyof RecordTotals
  readonly signed?: boolean
}

export type Totals = Readonly<Partial<Record<keyof RecordTotals, number | null | undefined>>> | undefined

/** Whether any column has a total to show. */
export const hasTotals = (columns: ReadonlyArray<TotalledColumn>, totals: Totals): boolean =>
  totals !== undefined && columns.some((c) => c.total !== undefined && totals[c.total] != null)

/** The totals row; `t` words the column labels and cells, `label` is the first cell, `after` ends the row. */
export function TotalsRow(props: {
  readonly columns: ReadonlyArray<TotalledColumn>
  readonly totals: Totals
  readonly t: T
  readonly label: string
  readonly after?: ReactNode
}) {
  const { t, totals } = props
  return (
    <tfoot>
      <tr className="record-totals">
        {props.columns.map((c, i) => {
          const v = c.total === undefined ? undefined : (totals?.[c.total] ?? undefined)
          return i === 0 ? (
            <th key={c.id} scope="row">
              {props.label}
            </th>
          ) : (
            <td
              key={c.id}
              data-label={v === undefined ? undefined : t(`col_${c.id}`)}
              className={`col-${c.format} ${v === undefined ? "is-blank" : ""} ${signClass(c.signed, v)}`.trim()}
            >
              {v === undefined ? "" : cellText(t, c.format, c.id, v)}
            </td>
          )
        })}
        {props.after}
      </tr>
    </tfoot>
  )
}

/**
 * The panel the member centre's reward pages share (player rank, mission activity, invite friends): a titled panel
 * holding a table of rows by columns, or what stands instead while there are no rows (a skeleton, or an empty note).
 */
import { type ReactNode, useId } from "react"
import { TableScroll } from "../../records/TableScroll.tsx"

/** A column of a panel's table: its heading (also each cell's label on a narrow screen), its cell, its alignment. */
export interface PanelColumn<R> {
  readonly label: string
  readonly cell: (row: R) => ReactNode
  /** The alignment class of the heading and the cells (`col-amount`, `col-count`). */
  readonly align?: string
  /** The row's name: stands out, and first on a narrow screen. */
  readonly primary?: boolean
}

/** A titled panel with a table of `rows` in `columns`, or `empty` when there are no rows; `current` marks a row. */
export function TablePanel<R>({
  title,
  rows,
  columns,
  rowKey,
  current,
  empty,
}: {
  readonly title: string
  readonly rows: ReadonlyArray<R>
  readonly columns: ReadonlyArray<PanelColumn<R>>
  readonly rowKey: (row: R) => string | number
  readonly current?: (row: R) => boolean
  readonly empty: ReactNode
}) {
  const id = useId()
  return (
    <section className="card rp-panel" aria-labelledby={`${id}-panel`}>
      <h4 id={`${id}-panel`}>{title}</h4>
      {rows.length === 0 ? (
        empty
      ) : (
        <TableScroll label={title}>
          <table className="record-table">
            <thead>
              <tr>
                {columns.map((c) => (
                  <th key={c.label} scope="col" className={c.align}>
                    {c.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const mine = current?.(row) ?? false
                return (
                  <tr
                    key={rowKey(row)}
                    className={mine ? "record-row is-current" : "record-row"}
                    aria-current={mine ? "true" : undefined}
                  >
                    {columns.map((c) => (
                      <td key={c.label} data-label={c.label} className={c.primary ? "is-primary" : c.align}>
                        {c.cell(row)}
                      </td>
                    ))}
                  </tr>
                )
              })}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  )
}

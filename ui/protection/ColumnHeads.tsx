/** The column headings of the protection tables (the limits, the member centre's history). */
import type { ReactNode } from "react"

/** The table's head: a heading per text, then `children` (a heading that is not a plain text). */
export function ColumnHeads({
  heads,
  children,
}: {
  readonly heads: ReadonlyArray<string>
  readonly children?: ReactNode
}) {
  return (
    <thead>
      <tr>
        {heads.map((head, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the columns never move, and every text is "" until the strings load.
          <th key={i} scope="col">
            {head}
          </th>
        ))}
        {children}
      </tr>
    </thead>
  )
}

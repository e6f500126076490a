/**
 * The frame the member centre's reward pages share (player rank, mission activity, invite friends): the page with
 * its title for assistive technology only (the centre's heading already shows it) and a badge beside it, and a titled
 * panel holding a table, or what stands instead while there are no rows (a skeleton, or an empty note).
 */
import { type ReactNode, useId } from "react"
import { TableScroll } from "../../records/TableScroll.tsx"

/** The page: its hidden title, an optional badge, and its content. */
export function RewardPage({
  title,
  badge,
  children,
}: {
  readonly title: string
  readonly badge?: ReactNode
  readonly children: ReactNode
}) {
  const id = useId()
  return (
    <section className="rp-page" aria-labelledby={`${id}-title`}>
      <header className="rp-head">
        <h2 id={`${id}-title`} className="visually-hidden">
          {title}
        </h2>
        {badge}
      </header>
      {children}
    </section>
  )
}

/** A titled panel with a table (`children`), or `empty` when there are no rows. */
export function TablePanel({
  title,
  rows,
  empty,
  children,
}: {
  readonly title: string
  readonly rows: number
  readonly empty: ReactNode
  readonly children: ReactNode
}) {
  const id = useId()
  return (
    <section className="card rp-panel" aria-labelledby={`${id}-panel`}>
      <h4 id={`${id}-panel`}>{title}</h4>
      {rows === 0 ? empty : <TableScroll label={title}>{children}</TableScroll>}
    </section>
  )
}

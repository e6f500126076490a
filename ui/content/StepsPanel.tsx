/** A panel of numbered steps under its title (join us, the seamless wallet), then what follows them (the actions). */
import type { ReactNode } from "react"

/** The panel: `count` steps, the `n`th (from 1) worded by `step(n)`. */
export function StepsPanel({
  id,
  title,
  count,
  step,
  listClassName,
  children,
}: {
  /** The title's id, naming the panel. */
  readonly id: string
  readonly title: string
  readonly count: number
  readonly step: (n: number) => string
  readonly listClassName?: string
  readonly children?: ReactNode
}) {
  return (
    <section className="card content-panel" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ol className={listClassName === undefined ? "step-list" : `step-list ${listClassName}`}>
        {Array.from({ length: count }, (_, i) => i + 1).map((n) => (
          <li key={n}>{step(n)}</li>
        ))}
      </ol>
      {children}
    </section>
  )
}

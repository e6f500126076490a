/**
 * The frame every member centre page over a list or a form shares (messages, feedback, rewards, contract requests,
 * player rank, missions, invite friends): the page with its title for assistive technology only (the centre's
 * heading already shows it), an optional badge beside it, and its content.
 */
import { type ReactNode, useId } from "react"

/** The page: its hidden title, an optional badge, and its content. */
export function CentrePage({
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
      <header className="row-spread rp-head">
        <h2 id={`${id}-title`} className="visually-hidden">
          {title}
        </h2>
        {badge}
      </header>
      {children}
    </section>
  )
}

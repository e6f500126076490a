/**
 * The opening band of a public page (promotions, VIP, points mall, help, download, join us, seamless): a kicker, the
 * page's one h1, a lead line and room for actions, over the portal's hero gradient, so every public page opens alike.
 */
import type { ReactNode } from "react"
import "./content.css"

export interface PageHeroProps {
  readonly kicker: string
  readonly title: string
  readonly lead?: string
  readonly children?: ReactNode
}

/** The band. */
export function PageHero({ kicker, title, lead, children }: PageHeroProps) {
  return (
    // A plain block, not <header>: the page has one banner landmark, the portal header.
    <div className="content-hero">
      <p className="kicker">{kicker}</p>
      <h1 className="hero-title">{title}</h1>
      {lead !== undefined && lead !== "" && <p className="hero-lead content-lead">{lead}</p>}
      {children !== undefined && <div className="content-hero-actions">{children}</div>}
    </div>
  )
}

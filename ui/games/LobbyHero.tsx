/** The banner at the top of a lobby: the category's icon and name, and a line about it. */
import { useT } from "../i18n/useT.ts"
import { CategoryIcon } from "../layout/CategoryIcon.tsx"

export interface LobbyHeroProps {
  /** The category whose icon shows (`RNG`, `LIVE`...). */
  readonly category: string
  readonly title: string
  readonly lead: string
}

/** The banner. */
export function LobbyHero({ category, title, lead }: LobbyHeroProps) {
  const t = useT("games")
  return (
    <div className={`lobby-hero lobby-hero-${category.toLowerCase()}`}>
      <span className="icon-badge lobby-hero-icon" aria-hidden="true">
        <CategoryIcon name={category} />
      </span>
      <div>
        <p className="kicker lobby-kicker">{t("kicker")}</p>
        <h1 className="lobby-title">{title}</h1>
        <p className="lobby-lead">{lead}</p>
      </div>
    </div>
  )
}

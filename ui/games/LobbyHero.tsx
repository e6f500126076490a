/**
 * The top of a lobby: the banner (the category's icon and name, and a line about it) and, below it, the search
 * within the lobby.
 */
import { useT } from "../i18n/useT.ts"
import { CategoryIcon } from "../layout/CategoryIcon.tsx"
import { SearchBox } from "./SearchBox.tsx"

export interface LobbyHeroProps {
  /** The category whose icon, name and line show (`RNG`, `LIVE`...). */
  readonly category: string
  readonly title: string
  /** The search's text as typed, and where a change of it goes. */
  readonly search: string
  readonly onSearch: (text: string) => void
}

/** The banner and the search. */
export function LobbyHero({ category, title, search, onSearch }: LobbyHeroProps) {
  const t = useT("games")
  return (
    <>
      <div className={`hero lobby-hero lobby-hero-${category.toLowerCase()}`}>
        <span className="icon-badge lobby-hero-icon" aria-hidden="true">
          <CategoryIcon name={category} />
        </span>
        <div>
          <p className="kicker lobby-kicker">{t("kicker")}</p>
          <h1 className="hero-title lobby-title">{title}</h1>
          <p className="hero-lead lobby-lead">{t(`lead_${category}`)}</p>
        </div>
      </div>
      <div className="lobby-tools">
        <SearchBox value={search} onChange={onSearch} label={t("search_in", { lobby: title })} />
      </div>
    </>
  )
}

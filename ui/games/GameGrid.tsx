/**
 * A grid of game cards (lobbies, the popup list, favourites, recent and hot games): each card's image (lazy, with the
 * default icon on failure), its name and vendor, a button that launches it through core's rules, and a star that
 * marks or unmarks it as a favourite (a visitor gets the login popup; core's `setFavourite`). A game that offers
 * free play (its item's `freeplay`: the slots) also has "Play for fun", which opens it on play money for anyone, a
 * visitor or a trial member included (core's `launchForFun`). While the first page loads, skeleton cards hold the
 * place; an empty list says so.
 */
import { type GameItem, gameIcon, gameTitle } from "../../core/model/GameItem.ts"
import { isFavourite } from "../../core/state/slices/catalogue.ts"
import { playForFun } from "../actions/games.ts"
import { launchListedGame, toggleFavourite } from "../actions/lobby.ts"
import { GameImage } from "../components/GameImage.tsx"
import { Skeleton } from "../components/Skeleton.tsx"
import { useT } from "../i18n/useT.ts"
import { imageUrl } from "../state/imageUrl.ts"
import "./GameGrid.css"
import { useCore } from "../state/useCore.ts"

export interface GameGridProps {
  readonly games: ReadonlyArray<GameItem>
  /** The first page is on its way. */
  readonly loading: boolean
  /** The vendor of games that do not name theirs. */
  readonly vendor?: string
  /** Said when the list is empty. */
  readonly empty: string
  /** Called before a game launches (the popup list closes). */
  readonly onLaunch?: () => void
}

/** The grid. */
export function GameGrid({ games, loading, vendor, empty, onLaunch }: GameGridProps) {
  const t = useT("games")
  const s = useCore()
  const cdns = s.settings.imageCdns
  if (loading && games.length === 0) {
    return (
      <ul className="tile-grid game-grid" aria-busy="true" aria-label={t("loading_games")}>
        {[1, 2, 3, 4, 5, 6, 7, 8].map((i) => (
          <li key={i} className="game-card game-card-skeleton">
            <Skeleton height="auto" className="game-card-art-skeleton" />
            <Skeleton width="70%" height={14} />
          </li>
        ))}
      </ul>
    )
  }
  if (games.length === 0) return <p className="game-grid-empty">{empty}</p>
  return (
    <ul className="tile-grid game-grid">
      {games.map((g) => {
        const title = gameTitle(g)
        const fav = isFavourite(s.catalogue, g.nodeId)
        const code = g.vassalage ?? vendor ?? ""
        return (
          <li key={`${code}-${g.nodeId}`} className="game-card">
            <button
              type="button"
              className="game-card-play"
              onClick={() => {
                onLaunch?.()
                void launchListedGame(g, vendor)
              }}
            >
              <span className="cover-art game-card-art">
                <GameImage src={imageUrl(gameIcon(g), cdns)} alt="" width={240} height={160} />
                <span className="game-card-cta">{t("play")} </span>
              </span>
              <span className="game-card-name">{title}</span>
            </button>
            {code !== "" && <span className="game-card-vendor">{code}</span>}
            {g.freeplay === true && code !== "" && (
              <button
                type="button"
                className="game-card-fun"
                aria-label={`${t("play_for_fun")}: ${title}`}
                onClick={() => {
                  onLaunch?.()
                  // The launch chunk is loaded on the first launch (actions/games.ts).
                  void playForFun(g, code)
                }}
              >
                {t("play_for_fun")}
              </button>
            )}
            <button
              type="button"
              className={`game-card-fav ${fav ? "game-card-fav-on" : ""}`}
              aria-pressed={fav}
              aria-label={t(fav ? "unfavourite" : "favourite", { name: title })}
              onClick={() => void toggleFavourite(g, !fav, vendor)}
            >
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                <path
                  d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z"
                  fill={fav ? "currentColor" : "none"}
                  stroke="currentColor"
                  strokeWidth="1.6"
                  strokeLinejoin="round"
                />
              </svg>
            </button>
          </li>
        )
      })}
    </ul>
  )
}

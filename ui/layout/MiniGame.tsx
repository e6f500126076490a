/**
 * The mini game widget (spec section 2 layout): a small floating launcher that opens a tray of hot games (loaded on
 * first open, in the interface's language); picking one launches it through core's launch rules.
 */
import { useEffect, useId, useRef, useState } from "react"
import { gameIcon, gameTitle } from "../../core/model/GameItem.ts"
import { launch } from "../actions/games.ts"
import { loadHotGames } from "../actions/hotGames.ts"
import { GameImage } from "../components/GameImage.tsx"
import { LineIcon } from "../components/LineIcon.tsx"
import { SkeletonItems } from "../components/Skeleton.tsx"
import { useT } from "../i18n/useT.ts"
import { imageUrl } from "../state/imageUrl.ts"
import "./MiniGame.css"
import { useCore } from "../state/useCore.ts"

/** The widget. */
export default function MiniGame() {
  const t = useT("layout")
  const s = useCore()
  const [open, setOpen] = useState(false)
  const [asked, setAsked] = useState(false)
  const trayId = useId()
  const root = useRef<HTMLDivElement>(null)
  const hot = s.catalogue.hot.slice(0, 9)

  useEffect(() => {
    if (!open) return
    if (!asked) {
      setAsked(true)
      void loadHotGames()
    }
    const esc = (e: KeyboardEvent) => {
      if (e.key === "Escape") setOpen(false)
    }
    const away = (e: PointerEvent) => {
      if (!(e.target instanceof Node) || !root.current?.contains(e.target)) setOpen(false)
    }
    document.addEventListener("keydown", esc)
    document.addEventListener("pointerdown", away)
    return () => {
      document.removeEventListener("keydown", esc)
      document.removeEventListener("pointerdown", away)
    }
  }, [open, asked])

  return (
    <div className="mini-game" ref={root}>
      {open && (
        <section id={trayId} className="mini-game-tray" aria-label={t("hot_games")}>
          <h2 className="mini-game-title">{t("hot_games")}</h2>
          <ul className="tile-grid mini-game-list">
            {hot.length === 0 ? (
              <SkeletonItems count={6} height={64} />
            ) : (
              hot.map((g) => (
                <li key={`${g.vassalage}-${g.nodeId}`}>
                  <button
                    type="button"
                    className="tile-button mini-game-item"
                    onClick={() => {
                      setOpen(false)
                      void launch({ _tag: "Game", vendor: g.vassalage ?? "", game: g })
                    }}
                  >
                    <GameImage src={imageUrl(gameIcon(g), s.settings.imageCdns)} alt="" width={96} height={64} />
                    <span>{gameTitle(g)}</span>
                  </button>
                </li>
              ))
            )}
          </ul>
        </section>
      )}
      <button
        type="button"
        className="mini-game-launcher"
        aria-expanded={open}
        aria-controls={trayId}
        aria-label={t("hot_games")}
        onClick={() => setOpen((o) => !o)}
      >
        <LineIcon
          d="M7 9h10a4 4 0 014 4v2a3 3 0 01-5 2l-1-1H9l-1 1a3 3 0 01-5-2v-2a4 4 0 014-4zm1 3v3m-1.5-1.5h3M16 13h.5m1 1.5h.5"
          size={26}
          weight={1.8}
          round="cap"
        />
      </button>
    </div>
  )
}

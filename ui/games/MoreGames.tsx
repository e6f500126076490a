/**
 * The end of a lobby's list (spec section 9: "infinite scroll throttle 200 ms"): when the list has pages left, a
 * sentinel loads the next one as it scrolls into view (at most once per 200 ms) and a button does the same from the
 * keyboard; a spinner shows while a page loads.
 */
import { useEffect, useRef } from "react"
import { hasMoreGames } from "../../core/state/slices/catalogue.ts"
import { loadMoreGames } from "../actions/lobby.ts"
import { Button } from "../components/Button.tsx"
import { Spinner } from "../components/Spinner.tsx"
import { useT } from "../i18n/useT.ts"
import { useCore } from "../state/useCore.ts"

/** Spec section 9: the infinite scroll's throttle. */
export const scrollThrottleMs = 200

/** The sentinel and button. */
export function MoreGames() {
  const t = useT("games")
  const s = useCore()
  const games = s.catalogue.games
  const more = hasMoreGames(games)
  const sentinel = useRef<HTMLDivElement>(null)
  const last = useRef(0)

  useEffect(() => {
    if (!more || sentinel.current === null || typeof IntersectionObserver === "undefined") return
    const observer = new IntersectionObserver((entries) => {
      const now = performance.now()
      if (entries.some((e) => e.isIntersecting) && now - last.current >= scrollThrottleMs) {
        last.current = now
        void loadMoreGames()
      }
    })
    observer.observe(sentinel.current)
    return () => observer.disconnect()
  }, [more])

  if (games.loading && games.games.length > 0) {
    return (
      <div className="lobby-more" role="status">
        <Spinner size={20} /> {t("loading_more")}
      </div>
    )
  }
  if (!more) return null
  return (
    <div className="lobby-more" ref={sentinel}>
      <Button variant="secondary" onAction={() => loadMoreGames()}>
        {t("load_more")}
      </Button>
    </div>
  )
}

/**
 * The page a launched game shows on (spec section 2 "/game: game iframe page, header only"; section 4 "Launch shows
 * a loader, then goes to /game with the returned address"; GPI's /seamless route): the loader while the address is
 * asked for, then the game in a sandboxed iframe (frameSandbox.ts) with a bar to go back, refresh the balance and go
 * full screen; a failed launch says why and offers to try again. Leaving the page ends the launch. The game may tell
 * the portal to close it or that the balance moved (`arena:close`, `arena:balance`); any other message, or one from
 * another frame or origin, is ignored.
 */
import { useEffect, useMemo, useRef } from "react"
import { findVendor } from "../../core/state/slices/catalogue.ts"
import { isFun } from "../../core/state/slices/launch.ts"
import { refreshBalance } from "../actions/balance.ts"
import { relaunch, returnFromGame } from "../actions/games.ts"
import { dismissLaunch } from "../actions/lobby.ts"
import { NavLink } from "../app/NavLink.tsx"
import { useGo } from "../app/useGo.ts"
import { Button } from "../components/Button.tsx"
import { LineIcon } from "../components/LineIcon.tsx"
import { Spinner } from "../components/Spinner.tsx"
import { useT } from "../i18n/useT.ts"
import { gameMessage, gameUrl, messageOrigin, sandboxOf } from "./frameSandbox.ts"
import "./GameStage.css"
import { useCore } from "../state/useCore.ts"

export interface GameStageProps {
  /** The page this stage is (`/game`, `/seamless`): a game launched for another page is not shown here. */
  readonly path: string
}

/** The stage. */
export function GameStage({ path }: GameStageProps) {
  const t = useT("games")
  const te = useT("errors")
  const s = useCore()
  const status = s.launch.status
  const vendor = s.launch.vendor
  const name = vendor === undefined ? "" : (findVendor(s.catalogue, vendor)?.card.displayName ?? vendor)
  const frame = useRef<HTMLIFrameElement>(null)
  const go = useGo()
  const portal = window.location.href
  const launched = status._tag === "Launched" && status.path === path ? status.url : undefined
  // Played for fun: on play money, which the bar says (no real balance moves).
  const fun = isFun(status)
  const url = useMemo(() => (launched === undefined ? undefined : gameUrl(launched, portal)), [launched, portal])

  // Leaving the page ends the launch (spec section 4; the launch slice goes back to Idle).
  useEffect(() => dismissLaunch, [])
  // Leaving the game brings its money back to the main wallet when the brand moves it automatically (a game played
  // for fun moved none).
  useEffect(() => {
    if (vendor === undefined || fun) return
    return () => void returnFromGame(vendor)
  }, [vendor, fun])

  useEffect(() => {
    if (url === undefined) return
    const origin = messageOrigin(url, portal)
    const listen = (e: MessageEvent) => {
      const m = gameMessage(e, frame.current?.contentWindow, origin)
      if (m?.type === "arena:balance") void refreshBalance()
      else if (m?.type === "arena:close") window.history.back()
    }
    window.addEventListener("message", listen)
    return () => window.removeEventListener("message", listen)
  }, [url, portal])

  if (status._tag === "Loading" && status.path === path) {
    return (
      <section className="game-stage game-stage-center" aria-labelledby="game-stage-title">
        <div className="game-loader" role="status" aria-live="polite">
          <Spinner size={44} />
          <h1 id="game-stage-title">{t("starting", { name: name || t("your_game") })}</h1>
          <p>{t("starting_hint")}</p>
        </div>
      </section>
    )
  }
  if (status._tag === "Failed") {
    const why = te.has(status.errorCode)
      ? te(status.errorCode)
      : status.message !== ""
        ? status.message
        : t("launch_failed")
    return (
      <section className="game-stage game-stage-center" aria-labelledby="game-stage-title">
        <div className="game-failed">
          <h1 id="game-stage-title">{t("launch_failed_title")}</h1>
          <p role="alert">{why}</p>
          <div className="game-failed-actions">
            <Button variant="primary" onAction={() => relaunch()}>
              {t("try_again")}
            </Button>
            <NavLink className="btn btn-secondary" href="/rng">
              {t("to_lobby")}
            </NavLink>
          </div>
        </div>
      </section>
    )
  }
  if (url === undefined) {
    return (
      <section className="game-stage game-stage-center" aria-labelledby="game-stage-title">
        <div className="game-failed">
          <h1 id="game-stage-title">{t("no_game_title")}</h1>
          <p>{t("no_game")}</p>
          <div className="game-failed-actions">
            <NavLink className="btn btn-primary" href="/rng">
              {t("to_lobby")}
            </NavLink>
          </div>
        </div>
      </section>
    )
  }
  return (
    <section className="game-stage" aria-labelledby="game-stage-title">
      <div className="game-bar">
        <Button variant="ghost" size="sm" onClick={() => (window.history.length > 1 ? window.history.back() : go("/"))}>
          <LineIcon d="M15 6l-6 6 6 6" size={16} weight={2} round="none" />
          {t("back")}
        </Button>
        <h1 id="game-stage-title" className="game-bar-title">
          {name}
        </h1>
        {fun ? (
          <span className="game-bar-fun">{t("play_money")}</span>
        ) : (
          <Button variant="ghost" size="sm" onAction={() => refreshBalance()}>
            {t("refresh_balance")}
          </Button>
        )}
        <Button
          variant="ghost"
          size="sm"
          onClick={() => void frame.current?.requestFullscreen?.().catch(() => undefined)}
        >
          {t("full_screen")}
        </Button>
      </div>
      <iframe
        ref={frame}
        key={url.href}
        className="game-frame"
        src={url.href}
        title={t("game_frame", { name })}
        sandbox={sandboxOf(url, portal)}
        allow="fullscreen; autoplay"
        referrerPolicy="no-referrer"
      />
    </section>
  )
}

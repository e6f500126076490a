/**
 * The winner board of the home page (spec section 1 "top 10 shown on home; request limit 20"; section 7
 * `ODSFE2_getWinnerBoard`): the top 10 of a request for 20 (core keeps them, largest first; `winnerRows` makes the
 * rows with two decimals and thousands separators), asked for again every `winnerBoardRefreshMs` while the page shows
 * it and when the tab comes back into view, in the interface's language.
 */
import { useEffect, useRef, useState } from "react"
import type { WinRecord } from "../../core/model/WinnerBoard.ts"
import { winnerBoardRefreshMs, winnerRows } from "../../core/projections/winnerRows.ts"
import { loadWinners, pollWinners } from "../actions/home.ts"
import { Button } from "../components/Button.tsx"
import { Skeleton } from "../components/Skeleton.tsx"
import { useT } from "../i18n/useT.ts"
import "./WinnerBoard.css"

export interface WinnerBoardProps {
  readonly winners: ReadonlyArray<WinRecord>
  /** The interface's language: the board is asked for again in a new one. */
  readonly language: string
}

type Status = "loading" | "ready" | "failed"

/** The board. */
export function WinnerBoard({ winners, language }: WinnerBoardProps) {
  const t = useT("homeMore")
  const [status, setStatus] = useState<Status>(winners.length > 0 ? "ready" : "loading")
  const [attempt, setAttempt] = useState(0)
  const current = useRef(status)
  current.current = status

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new language or a retry loads the board again.
  useEffect(() => {
    let live = true
    // A refresh that changes nothing sets nothing: React keeps an update that changed nothing in the hook's queue
    // until the component renders again, which a board that stays the same never does (one per refresh, all day).
    const load = (how: () => Promise<boolean>) =>
      void how().then((ok) => {
        const next: Status = ok || current.current === "ready" ? "ready" : "failed"
        if (live && next !== current.current) setStatus(next)
      })
    load(loadWinners)
    // The timer's and a return to the page's: skipped while the live stream is open and the jackpot has not moved.
    const poll = () => load(pollWinners)
    const timer = setInterval(poll, winnerBoardRefreshMs)
    const onVisible = () => {
      if (document.visibilityState === "visible") poll()
    }
    document.addEventListener("visibilitychange", onVisible)
    return () => {
      live = false
      clearInterval(timer)
      document.removeEventListener("visibilitychange", onVisible)
    }
  }, [language, attempt])

  const rows = winnerRows(winners)
  return (
    <section className="card home-panel winner-board" aria-labelledby="home-winners-title">
      <header className="home-panel-head">
        <h2 id="home-winners-title" className="home-panel-title">
          <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" className="winner-board-trophy">
            <path
              fill="currentColor"
              d="M7 3h10v2h4v3a4 4 0 0 1-4 4h-.4A5 5 0 0 1 13 15.9V18h3v3H8v-3h3v-2.1A5 5 0 0 1 7.4 12H7a4 4 0 0 1-4-4V5h4V3Zm0 4H5v1a2 2 0 0 0 2 2V7Zm10 0v3a2 2 0 0 0 2-2V7h-2Z"
            />
          </svg>
          {t("winners_title")}
        </h2>
        <p className="muted-note home-panel-note">{t("winners_note")}</p>
      </header>
      {rows.length === 0 && status === "loading" ? (
        <div role="status" aria-label={t("winners_loading")} className="winner-board-skeleton">
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} height={36} />
          ))}
        </div>
      ) : rows.length === 0 && status === "failed" ? (
        <div className="home-panel-empty">
          <p role="alert">{t("winners_failed")}</p>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              setStatus("loading")
              setAttempt((n) => n + 1)
            }}
          >
            {t("retry")}
          </Button>
        </div>
      ) : rows.length === 0 ? (
        <p className="home-panel-empty">{t("winners_empty")}</p>
      ) : (
        <table className="winner-board-table">
          <caption className="visually-hidden">{t("winners_caption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("winners_rank")}</th>
              <th scope="col">{t("winners_player")}</th>
              <th scope="col">{t("winners_game")}</th>
              <th scope="col" className="winner-board-amount">
                {t("winners_amount")}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.key}>
                <td>
                  <span className={`rank-dot winner-board-rank-${Math.min(r.rank, 4)}`}>{r.rank}</span>
                </td>
                <td className="winner-board-name">{r.name}</td>
                <td className="winner-board-game">
                  <span>{r.game}</span>
                  {r.vendor !== "" && <span className="winner-board-vendor">{r.vendor}</span>}
                </td>
                <td className="winner-board-amount">{r.amount}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}

/**
 * The lottery game menu (spec section 3 "Lottery menu: gameMenus, gameGroupCode, labelName"): the categories as
 * tabs (all games first), each game a card with its latest draw (draw number, balls, time) and the countdown to its
 * next draw; its button opens the game's betting view. Skeletons while loading, a plain message when the menu is
 * empty, the error with a retry when it failed.
 */
import { useState } from "react"
import type { LotteryCard, LotteryCategory } from "../../core/projections/lotteryBoard.ts"
import { Button } from "../components/Button.tsx"
import { GameImage } from "../components/GameImage.tsx"
import { Skeleton, SkeletonItems } from "../components/Skeleton.tsx"
import { Tabs } from "../components/Tabs.tsx"
import { clockText } from "../i18n/format.ts"
import { useT } from "../i18n/useT.ts"
import { Balls } from "./Balls.tsx"
import { Countdown } from "./Countdown.tsx"
import { LoadProblem } from "./LoadProblem.tsx"
import type { LoadStatus } from "./useLotteryPage.ts"

export interface GameMenuProps {
  readonly categories: ReadonlyArray<LotteryCategory>
  readonly status: LoadStatus
  readonly onRetry: () => unknown
  readonly onPlay: (card: LotteryCard) => unknown
  /** Image paths on the picked CDN. */
  readonly image: (path: string | undefined) => string | undefined
}

const all = "__all__"

/** The menu. */
export function GameMenu({ categories, status, onRetry, onPlay, image }: GameMenuProps) {
  const t = useT("lottery")
  const [selected, setSelected] = useState<string>(all)
  if (status === "loading" && categories.length === 0) {
    return (
      <div className="lotto-menu" aria-busy="true">
        <p className="visually-hidden" role="status">
          {t("loading_menu")}
        </p>
        <Skeleton height={44} round className="lotto-menu-skeleton-tabs" />
        <ul className="tile-grid lotto-cards">
          <SkeletonItems count={6} height={188} />
        </ul>
      </div>
    )
  }
  if (status === "error" && categories.length === 0) {
    return <LoadProblem message={t("menu_error")} retry={t("retry")} onRetry={onRetry} />
  }
  if (categories.length === 0) return <p className="empty-box">{t("menu_empty")}</p>
  const current = categories.find((c) => c.code === selected)
  const cards = current === undefined ? categories.flatMap((c) => c.cards) : current.cards
  const tabs = [{ key: all, label: t("all") }, ...categories.map((c) => ({ key: c.code, label: c.label }))]
  return (
    <div className="lotto-menu">
      <Tabs
        label={t("menu_label")}
        tabs={tabs}
        selected={current === undefined ? all : selected}
        onSelect={setSelected}
      >
        <ul className="tile-grid lotto-cards">
          {cards.map((c) => (
            <li key={c.gameCode} className="stack lotto-card">
              <div className="lotto-card-head">
                <GameImage src={image(c.icon)} alt="" width={48} height={48} className="lotto-card-icon" />
                <div className="lotto-card-title">
                  <h3>{c.name}</h3>
                  {c.latest?.numero !== undefined ? (
                    <p className="muted-note">{t("draw_no", { numero: c.latest.numero })}</p>
                  ) : (
                    <p className="muted-note">{t("no_draw_yet")}</p>
                  )}
                </div>
              </div>
              {c.latest !== undefined && <Balls balls={c.latest.balls} />}
              <div className="lotto-card-foot">
                {c.latest?.nextAt !== undefined ? (
                  <Countdown at={c.latest.nextAt} />
                ) : (
                  <p className="muted-note">{c.latest?.openedAt !== undefined ? clockText(c.latest.openedAt) : ""}</p>
                )}
                <Button variant="primary" size="sm" onAction={() => onPlay(c)}>
                  {t("play")}
                  <span className="visually-hidden"> {c.name}</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </Tabs>
    </div>
  )
}

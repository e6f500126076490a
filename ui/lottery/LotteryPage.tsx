/**
 * A lottery page (spec section 2: /lottery and /Vnlottery, header only): the hero with the lobby button and the
 * soonest next draw, the game menu by category, and the opened numbers (popular 20 or full 100). Choosing a game or
 * the lobby opens the lottery lobby link through core's launch rules (a visitor gets the login popup, a trial member
 * the real-account warning); while the link is asked for a loader covers the page, then the lobby shows here in a
 * sandboxed frame. A failed launch says so, with a retry.
 */
import { useEffect, useMemo, useState } from "react"
import type { LotteryPath } from "../../core/model/LaunchDecision.ts"
import {
  type DrawView,
  type LotteryCard,
  latestByGame,
  lotteryCategories,
  pageDraws,
} from "../../core/projections/lotteryBoard.ts"
import { pagePrizeMode } from "../../core/projections/lotteryLink.ts"
import { closeLottery, openLottery } from "../actions/lottery.ts"
import { state as coreState } from "../app/runtime.ts"
import { Button } from "../components/Button.tsx"
import { Spinner } from "../components/Spinner.tsx"
import { useT } from "../i18n/useT.ts"
import { imageUrl } from "../state/imageUrl.ts"
import { DrawBoard } from "./DrawBoard.tsx"
import { DrawRefresher } from "./DrawRefresher.tsx"
import { GameMenu } from "./GameMenu.tsx"
import { LotteryFrame } from "./LotteryFrame.tsx"
import { NextDraw } from "./NextDraw.tsx"
import { useLotteryPage } from "./useLotteryPage.ts"
import "./LotteryPage.css"
import { useCore } from "../state/useCore.ts"

export interface LotteryPageProps {
  readonly page: LotteryPath
}

/** What the person chose last on this page: a game, or the lobby. */
type Choice = { readonly gameCode: string; readonly prizeMode?: string | undefined } | "lobby"

/** The page. */
export function LotteryPage({ page }: LotteryPageProps) {
  const t = useT("lottery")
  const s = useCore()
  const vn = page === "/Vnlottery"
  const loads = useLotteryPage(page, s.language.loaded)
  const prizeMode = pagePrizeMode(s, page)
  const groups = vn ? s.lottery.vnMenus : s.lottery.menus
  const { popular, full } = s.lottery
  const shown = useMemo(
    () => pageDraws(loads.list === "popular" ? popular : full, prizeMode),
    [loads.list, popular, full, prizeMode],
  )
  const latest = useMemo(
    (): ReadonlyArray<DrawView> => [...latestByGame(pageDraws([...popular, ...full], prizeMode)).values()],
    [popular, full, prizeMode],
  )
  const categories = useMemo(() => lotteryCategories(groups, latest), [groups, latest])
  const cdns = s.settings.imageCdns
  const status = s.launch.status
  const [choice, setChoice] = useState<Choice | undefined>(undefined)

  // Leaving the page leaves the lobby shown on it.
  useEffect(
    () => () => {
      const now = coreState().launch.status
      if ((now._tag === "Launched" || now._tag === "Loading") && now.path === page) closeLottery()
    },
    [page],
  )

  const title = t(vn ? "vn_title" : "lottery_title")
  const choose = (c: Choice) => {
    setChoice(c)
    return openLottery(page, c === "lobby" ? undefined : c)
  }
  const play = (card: LotteryCard) => choose({ gameCode: card.gameCode, prizeMode: card.prizeMode })

  if (status._tag === "Launched" && status.path === page) {
    const game =
      choice !== undefined && choice !== "lobby"
        ? categories.flatMap((c) => c.cards).find((x) => x.gameCode === choice.gameCode)
        : undefined
    return <LotteryFrame url={status.url} title={game?.name ?? title} onBack={closeLottery} />
  }

  const opening = status._tag === "Loading" && status.path === page
  const failed = status._tag === "Failed" && choice !== undefined
  return (
    <div className={`lotto-page${vn ? " lotto-page-vn" : ""}`}>
      <DrawRefresher latest={latest} onDue={loads.refreshIfDue} />
      <section className="hero lotto-hero" aria-labelledby="lotto-title">
        <div className="lotto-hero-text">
          <p className="kicker">{t("kicker")}</p>
          <h1 id="lotto-title">{title}</h1>
          <p className="lotto-lead">{t(vn ? "vn_lead" : "lottery_lead")}</p>
          <Button variant="primary" size="lg" onAction={() => choose("lobby")}>
            {t("open_lobby")}
          </Button>
        </div>
        <NextDraw latest={latest} />
      </section>

      {failed && (
        <div className="lotto-problem lotto-launch-failed" role="alert">
          <p>{status.message !== "" ? status.message : t("launch_failed")}</p>
          <div className="lotto-problem-actions">
            <Button variant="primary" size="sm" onAction={() => choose(choice)}>
              {t("retry")}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                setChoice(undefined)
                closeLottery()
              }}
            >
              {t("dismiss")}
            </Button>
          </div>
        </div>
      )}

      <div className="lotto-layout">
        <section className="lotto-games" aria-labelledby="lotto-games-title">
          <h2 id="lotto-games-title" className="lotto-title">
            {t("menu_title")}
          </h2>
          <GameMenu
            categories={categories}
            status={loads.menu}
            onRetry={loads.retryMenu}
            onPlay={play}
            image={(path) => imageUrl(path, cdns)}
          />
        </section>
        <DrawBoard
          draws={shown}
          list={loads.list}
          status={loads.draws}
          onList={loads.showList}
          onRetry={loads.retryDraws}
        />
      </div>

      {opening && (
        <div className="lotto-opening" role="status">
          <Spinner size={36} />
          <p>{t("opening")}</p>
        </div>
      )}
    </div>
  )
}

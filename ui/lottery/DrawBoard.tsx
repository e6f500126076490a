/**
 * The opened numbers (spec section 7: the popular list of 20 and the full list of 100): a toggle between the two
 * and the draws of the one shown, newest first per game: the game, its draw number, the balls and when it opened
 * (GMT+8, the brand's zone). Skeletons while loading, a message when nothing has opened, the error with a retry.
 */
import type { DrawView } from "../../core/projections/lotteryBoard.ts"
import type { DrawList } from "../../core/state/slices/lottery.ts"
import { PressedChoices } from "../components/PressedChoices.tsx"
import { SkeletonItems } from "../components/Skeleton.tsx"
import { clockText } from "../i18n/format.ts"
import { useT } from "../i18n/useT.ts"
import { Balls } from "./Balls.tsx"
import { LoadProblem } from "./LoadProblem.tsx"
import type { LoadStatus } from "./useLotteryPage.ts"

export interface DrawBoardProps {
  readonly draws: ReadonlyArray<DrawView>
  readonly list: DrawList
  readonly status: LoadStatus
  readonly onList: (list: DrawList) => void
  readonly onRetry: () => unknown
}

const lists: ReadonlyArray<DrawList> = ["popular", "full"]

/** The board. */
export function DrawBoard({ draws, list, status, onList, onRetry }: DrawBoardProps) {
  const t = useT("lottery")
  const loading = status === "loading"
  return (
    <section className="card lotto-board" aria-labelledby="lotto-board-title" aria-busy={loading || undefined}>
      <div className="row-spread lotto-board-head">
        <h2 id="lotto-board-title" className="lotto-title">
          {t("results_title")}
        </h2>
        <PressedChoices
          className="lotto-toggle"
          buttonClassName="lotto-toggle-button"
          legend={t("list_label")}
          choices={lists.map((l) => [l, t(l)] as const)}
          pressed={list}
          onChoose={onList}
        />
      </div>
      {loading && draws.length === 0 ? (
        <>
          <p className="visually-hidden" role="status">
            {t("loading_results")}
          </p>
          <ul className="lotto-draws">
            <SkeletonItems count={5} height={40} itemClassName="lotto-draw" />
          </ul>
        </>
      ) : status === "error" ? (
        <LoadProblem message={t("results_error")} retry={t("retry")} onRetry={onRetry} />
      ) : draws.length === 0 ? (
        <p className="empty-box">{t("results_empty")}</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the list scrolls on its own; the keyboard must reach it.
        <ol className="lotto-draws" aria-label={t(list)} tabIndex={0}>
          {draws.map((d) => (
            <li key={d.key} className="lotto-draw">
              <div className="lotto-draw-game">
                <span className="lotto-draw-name">{d.name}</span>
                {d.numero !== undefined && (
                  <span className="lotto-draw-numero">{t("draw_no", { numero: d.numero })}</span>
                )}
              </div>
              <Balls balls={d.balls} small />
              {d.openedAt !== undefined && (
                <time className="lotto-draw-time" dateTime={new Date(d.openedAt).toISOString()}>
                  {clockText(d.openedAt)}
                </time>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}

/**
 * The hero's "next draw" panel: the game whose next draw comes soonest and the countdown to it (spec section 7,
 * opened numbers; only when the platform gives the next draw's time). Reads core's clock, so only this panel
 * re-renders each second.
 */
import type { DrawView } from "../../core/projections/lotteryBoard.ts"
import { Skeleton } from "../components/Skeleton.tsx"
import { useT } from "../i18n/useT.ts"
import { useCore } from "../state/useCore.ts"
import { Balls } from "./Balls.tsx"
import { Countdown } from "./Countdown.tsx"

export interface NextDrawProps {
  readonly latest: ReadonlyArray<DrawView>
}

/** The panel. */
export function NextDraw({ latest }: NextDrawProps) {
  const t = useT("lottery")
  const { clock } = useCore()
  let soonest: DrawView | undefined
  for (const d of latest) {
    if (d.nextAt === undefined || d.nextAt <= clock.now) continue
    if (soonest === undefined || d.nextAt < (soonest.nextAt ?? Number.POSITIVE_INFINITY)) soonest = d
  }
  const shown = soonest ?? latest[0]
  return (
    <aside className="lotto-next" aria-label={t("next_panel")}>
      {shown === undefined ? (
        <>
          <Skeleton width="60%" height={18} />
          <Skeleton height={40} />
          <Skeleton width="40%" height={18} />
        </>
      ) : (
        <>
          <p className="lotto-next-game">{shown.name}</p>
          {shown.numero !== undefined && (
            <p className="muted-note lotto-next-numero">{t("draw_no", { numero: shown.numero })}</p>
          )}
          <Balls balls={shown.balls} />
          <Countdown at={shown.nextAt} />
        </>
      )}
    </aside>
  )
}

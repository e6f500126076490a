/**
 * The time left to a game's next draw, when the platform gives it (spec section 7; `nextOpenTime` of an opened
 * draw). Reads core's clock (`state.clock.now`, ticked each second), never the machine's; at zero it says the draw
 * is under way until the next list arrives.
 */
import { countdownText, secondsUntil } from "../../core/projections/lotteryBoard.ts"
import { useT } from "../i18n/useT.ts"
import { useCore } from "../state/useCore.ts"

export interface CountdownProps {
  /** Epoch ms of the next draw. */
  readonly at: number | undefined
}

/** The countdown, or nothing when the time is unknown. */
export function Countdown({ at }: CountdownProps) {
  const t = useT("lottery")
  const { clock } = useCore()
  const left = secondsUntil(at, clock.now)
  if (left === undefined) return null
  return (
    <p className="lotto-countdown">
      <span className="lotto-countdown-label">{t("next_draw")}</span>
      {left === 0 ? (
        <span className="lotto-countdown-value lotto-countdown-drawing">{t("drawing")}</span>
      ) : (
        <time className="lotto-countdown-value" dateTime={`PT${left}S`}>
          {countdownText(left)}
        </time>
      )}
    </p>
  )
}

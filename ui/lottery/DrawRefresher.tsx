/**
 * Asks for the opened numbers again once a game's next draw has opened (core's `drawDue` over the latest draws and
 * core's clock), so the lists stay current without a reload. Renders nothing; it alone re-renders each second.
 */
import { useEffect } from "react"
import { type DrawView, drawDue } from "../../core/projections/lotteryBoard.ts"
import { useCore } from "../state/useCore.ts"

export interface DrawRefresherProps {
  readonly latest: ReadonlyArray<DrawView>
  readonly onDue: () => void
}

/** The refresher. */
export function DrawRefresher({ latest, onDue }: DrawRefresherProps) {
  const { clock } = useCore()
  const due = drawDue(latest, clock.now)
  useEffect(() => {
    if (due) onDue()
  }, [due, onDue])
  return null
}

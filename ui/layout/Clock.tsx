/**
 * The header clock (spec section 2): DD/MM/YYYY HH:mm:ss in GMT+8, from core's clock, updated each second. The time
 * is written into its element as the clock moves (`useCoreEffect`), not rendered: a page open all day would otherwise
 * render 86,400 times a day for one text node.
 */
import { useRef } from "react"
import { clockText } from "../i18n/format.ts"
import { useT } from "../i18n/useT.ts"
import { useCoreEffect } from "../state/useCore.ts"

/** What the clock shows before the first tick: a placeholder of the same width. */
const noTime = "--/--/---- --:--:--"

/** The clock. */
export function Clock() {
  const t = useT("layout")
  const time = useRef<HTMLTimeElement>(null)
  useCoreEffect(
    (s) => s.clock.now,
    (now) => {
      const el = time.current
      if (el === null) return
      el.textContent = now === 0 ? noTime : clockText(now)
      el.dateTime = now === 0 ? "" : new Date(now).toISOString()
    },
  )
  return (
    <span className="clock" title={t("clock_zone")}>
      <span className="clock-zone">GMT+8</span>
      <time ref={time} />
    </span>
  )
}

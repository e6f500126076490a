/** The header clock (spec section 2): DD/MM/YYYY HH:mm:ss in GMT+8, from core's clock, updated each second. */
import { clockText } from "../i18n/format.ts"
import { useT } from "../i18n/useT.ts"
import { useCore } from "../state/useCore.ts"

/** The clock; a placeholder of the same width before the first tick. */
export function Clock() {
  const t = useT("layout")
  const { clock } = useCore()
  const text = clock.now === 0 ? "--/--/---- --:--:--" : clockText(clock.now)
  return (
    <span className="clock" title={t("clock_zone")}>
      <span className="clock-zone">GMT+8</span>
      <time dateTime={clock.now === 0 ? undefined : new Date(clock.now).toISOString()}>{text}</time>
    </span>
  )
}

/** A determinate progress bar with its accessible name: how far something has come, from 0 to 100. */
import type { CSSProperties } from "react"

/** The bar; its filled part is `percent` wide unless `fill` styles it otherwise (a visible sliver for early progress). */
export function Meter({
  className,
  label,
  percent,
  fill,
}: {
  readonly className: string
  readonly label: string
  readonly percent: number
  readonly fill?: CSSProperties
}) {
  return (
    <div
      className={className}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
    >
      <span style={fill ?? { width: `${percent}%` }} />
    </div>
  )
}

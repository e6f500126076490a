/** A shimmering placeholder of the size of what is loading, so no area is ever blank. */
import type { CSSProperties } from "react"

export interface SkeletonProps {
  readonly width?: number | string
  readonly height?: number | string
  /** Fully rounded (pills, avatars). */
  readonly round?: boolean
  readonly className?: string
}

/** The placeholder (decorative: the loading state is announced by the region that holds it). */
export function Skeleton({ width = "100%", height = 16, round = false, className = "" }: SkeletonProps) {
  const style: CSSProperties = { width, height, ...(round ? { borderRadius: "var(--radius-pill)" } : {}) }
  return <span className={`skeleton ${className}`.trim()} aria-hidden="true" style={{ display: "block", ...style }} />
}

/**
 * The placeholder items of a list still loading: `count` list items, each holding one skeleton of the height of the
 * item it stands for (the home page's tiles, the mini game's tray, the lobbies' cards, the footer's partners).
 */
export function SkeletonItems({
  count,
  height,
  itemClassName,
}: {
  readonly count: number
  readonly height: number
  readonly itemClassName?: string
}) {
  return Array.from({ length: count }, (_, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
    <li key={i} className={itemClassName}>
      <Skeleton height={height} />
    </li>
  ))
}

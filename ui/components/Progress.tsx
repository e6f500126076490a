/**
 * An indeterminate progress bar with its accessible name: what shows while a lazy section or a modal's chunk loads
 * (spec section 2 "lazy sections": never a blank area).
 */
import "./Progress.css"

export interface ProgressProps {
  /** What is loading, for assistive technology. */
  readonly label: string
}

/** The bar. */
export function Progress({ label }: ProgressProps) {
  return (
    <div className="progress" role="progressbar" aria-label={label} aria-busy="true">
      <div className="progress-bar" />
    </div>
  )
}

/** A small spinning ring for work in progress (buttons, refresh icons); hidden from assistive technology. */
import "./Spinner.css"

export interface SpinnerProps {
  /** Diameter in pixels (16 by default). */
  readonly size?: number
}

/** The spinner. */
export function Spinner({ size = 16 }: SpinnerProps) {
  return <span className="spinner" aria-hidden="true" style={{ width: size, height: size }} />
}

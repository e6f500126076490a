/**
 * What a page, a panel or a modal shows when its content failed to load and it has nothing to show instead: the
 * failure, announced, and a retry.
 */
import { Button } from "./Button.tsx"

export interface LoadFailedProps {
  /** The box's look, the showing component's own (a page's empty box, a modal's empty state). */
  readonly className: string
  readonly message: string
  readonly retryLabel: string
  readonly onRetry: () => void
  readonly size?: "sm" | "md"
}

/** The failure and its retry. */
export function LoadFailed({ className, message, retryLabel, onRetry, size = "md" }: LoadFailedProps) {
  return (
    <div className={className}>
      <p role="alert">{message}</p>
      <Button variant="secondary" size={size} onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  )
}

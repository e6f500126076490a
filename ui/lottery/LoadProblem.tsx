/** A part of a lottery page that could not load: what failed, and a retry (error states with retry). */
import { Button } from "../components/Button.tsx"

export interface LoadProblemProps {
  readonly message: string
  readonly retry: string
  readonly onRetry: () => unknown
}

/** The problem and its retry. */
export function LoadProblem({ message, retry, onRetry }: LoadProblemProps) {
  return (
    <div className="lotto-problem" role="alert">
      <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
        <path
          d="M12 3l10 18H2zM12 10v5m0 3v.01"
          stroke="currentColor"
          strokeWidth="1.8"
          fill="none"
          strokeLinejoin="round"
          strokeLinecap="round"
        />
      </svg>
      <p>{message}</p>
      <Button variant="secondary" size="sm" onAction={onRetry}>
        {retry}
      </Button>
    </div>
  )
}

/** A part of a lottery page that could not load: what failed, and a retry (error states with retry). */
import { Button } from "../components/Button.tsx"
import { LineIcon } from "../components/LineIcon.tsx"

export interface LoadProblemProps {
  readonly message: string
  readonly retry: string
  readonly onRetry: () => unknown
}

/** The problem and its retry. */
export function LoadProblem({ message, retry, onRetry }: LoadProblemProps) {
  return (
    <div className="lotto-problem" role="alert">
      <LineIcon d="M12 3l10 18H2zM12 10v5m0 3v.01" size={28} weight={1.8} />
      <p>{message}</p>
      <Button variant="secondary" size="sm" onAction={onRetry}>
        {retry}
      </Button>
    </div>
  )
}

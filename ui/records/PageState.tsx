/**
 * The states every member centre page shares (skeletons instead of blank areas): a skeleton of a few rows
 * while the first load runs, a failure with a retry, and an empty state with a hint. Shared by the record lists'
 * neighbours (messages, missions, referral, rank, contracts).
 */
import { useRefusalText } from "../accounts/useRefusalText.ts"
import type { AccountOutcome } from "../actions/accountOutcome.ts"
import { Button } from "../components/Button.tsx"
import { Skeleton } from "../components/Skeleton.tsx"
import "./panel.css"

/** A skeleton of `rows` rows, announced as loading. */
export function LoadingRows({ label, rows = 4, height = 48 }: { label: string; rows?: number; height?: number }) {
  return (
    <div className="rp-skeleton" role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity but their place.
        <Skeleton key={i} height={height} />
      ))}
    </div>
  )
}

/** A failed load with a retry. */
export function LoadFailed({ text, retry, onRetry }: { text: string; retry: string; onRetry: () => unknown }) {
  return (
    <div className="empty-box empty-stack record-state record-error" role="alert">
      <p>{text}</p>
      <Button variant="primary" size="sm" onAction={onRetry}>
        {retry}
      </Button>
    </div>
  )
}

/** Nothing to show, said plainly. */
export function Empty({ title, hint }: { title: string; hint?: string }) {
  return (
    <div className="empty-box empty-stack record-state record-empty">
      <p className="record-empty-title">{title}</p>
      {hint !== undefined && <p>{hint}</p>}
    </div>
  )
}

/**
 * The live line that says how the page's last action ended (a claim, a decision, a feedback sent): `done` when it
 * went through, the refusal's text when it was refused, empty until then.
 */
export function OutcomeStatus({
  outcome,
  done,
}: {
  readonly outcome: AccountOutcome | undefined
  readonly done: string
}) {
  const failure = useRefusalText("records")(outcome)
  return (
    <p className={`rp-status ${failure ? "is-danger" : "is-success"}`} role="status">
      {outcome?._tag === "Done" ? done : (failure ?? "")}
    </p>
  )
}

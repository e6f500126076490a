/** The end of a short form (a promotion's application, a points mall confirmation): the refusal, then the actions. */
import type { ReactNode } from "react"
import { Button } from "../components/Button.tsx"

/** The platform's refusal if there is one, then the way out (`cancel`) beside the form's own button (`children`). */
export function FormEnd({
  refusal,
  cancel,
  onCancel,
  actionsClassName,
  children,
}: {
  readonly refusal: string | undefined
  readonly cancel: string
  readonly onCancel: () => void
  readonly actionsClassName: string
  readonly children: ReactNode
}) {
  return (
    <>
      {refusal !== undefined && (
        <p className="alert alert-danger" role="alert">
          {refusal}
        </p>
      )}
      <div className={actionsClassName}>
        <Button variant="ghost" onClick={onCancel}>
          {cancel}
        </Button>
        {children}
      </div>
    </>
  )
}

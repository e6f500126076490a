/** The state of a deposit or withdrawal (spec section 4: pending, approved, rejected, cancelled), as a coloured tag. */
import { useT } from "../../i18n/useT.ts"

/** The tag of a status; `AWAITING` marks a paid withdrawal awaiting the member's confirmation. */
export function StatusBadge({ status }: { readonly status: string }) {
  const t = useT("memberCentre")
  const key = `status_${status.toLowerCase()}`
  return <span className={`mcp-status mcp-status-${status.toLowerCase()}`}>{t.has(key) ? t(key) : status}</span>
}

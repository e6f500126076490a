/**
 * The label of a promotion's activity status (spec section 4: join, claim, applying, close, rejected, issued,
 * claimed, process, joined, coming soon), toned by what it means for the member: something to do, done, waiting,
 * refused, or over.
 */
import type { ActivityStatus } from "../../core/model/Promotion.ts"
import { useT } from "../i18n/useT.ts"
import "./content.css"

const tones: Readonly<Record<ActivityStatus, "go" | "ok" | "wait" | "bad" | "off">> = {
  join: "go",
  claim: "go",
  applying: "wait",
  process: "wait",
  comingSoon: "wait",
  issued: "ok",
  claimed: "ok",
  joined: "ok",
  rejected: "bad",
  close: "off",
}

/** The badge; nothing for an unknown status. */
export function StatusBadge({ status }: { readonly status: ActivityStatus | undefined }) {
  const t = useT("public")
  if (status === undefined) return null
  return (
    <span className="content-badge" data-tone={tones[status]} data-status={status}>
      {t(`status.${status}`)}
    </span>
  )
}

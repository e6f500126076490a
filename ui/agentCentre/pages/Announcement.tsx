/**
 * The agent centre's announcement page (spec section 2): the brand's player notices (the announcements the notice
 * modal shows, reused from the session cache when already loaded, spec section 4), newest as sent, each a disclosure
 * with its time and its HTML through the one sanitising component (ui/components/SafeHtml.tsx). The first is open.
 */
import { useEffect, useState } from "react"
import { brandTimeText } from "../../../core/model/BrandDate.ts"
import { loadNotices } from "../../actions/notices.ts"
import { SafeHtml } from "../../components/SafeHtml.tsx"
import { useT } from "../../i18n/useT.ts"
import { Empty, LoadFailed, LoadingRows } from "../../records/PageState.tsx"
import { useCore } from "../../state/useCore.ts"

/** The page. */
export default function Announcement() {
  const t = useT("agentCentre")
  const r = useT("records")
  const notices = useCore().content.notices
  const [state, setState] = useState<"loading" | "loaded" | "failed">("loading")
  const load = async () => {
    setState("loading")
    setState((await loadNotices()) ? "loaded" : "failed")
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once, when the page opens.
  useEffect(() => {
    void load()
  }, [])

  if (state === "failed" && notices.length === 0) {
    return <LoadFailed text={t("announcements_failed")} retry={r("retry")} onRetry={load} />
  }
  if (state === "loading" && notices.length === 0) return <LoadingRows label={t("loading_announcements")} rows={3} />
  if (notices.length === 0) return <Empty title={t("announcements_empty")} />
  return (
    <ul className="ac-notices">
      {notices.map((n, i) => (
        <li key={n.id ?? i}>
          <details className="ac-notice" open={i === 0}>
            <summary>
              <span className="ac-notice-title">{n.title ?? "-"}</span>
              {n.timestamp != null && <span className="muted-note ac-muted">{brandTimeText(n.timestamp)}</span>}
            </summary>
            <SafeHtml html={n.content ?? ""} className="ac-notice-body" />
          </details>
        </li>
      ))}
    </ul>
  )
}

/**
 * Shows core's dialog (spec section 8; the modals slice's `dialog`): a warning or a notice with one confirm button:
 * the trial account's "need a real account", a refused SMS request with the server's message, an invitation code
 * error, an ended session... The server's text wins when there is one (it is what the platform wants said);
 * otherwise the key's translation.
 */
import { lazy, Suspense } from "react"
import { useSnapshot } from "valtio"
import { dismissDialog } from "../actions/modals.ts"
import { useT } from "../i18n/useT.ts"
import { view } from "../state/mirror.ts"

const Dialog = lazy(() => import("../components/Dialog.tsx").then((m) => ({ default: m.Dialog })))

/** The host. */
export function DialogHost() {
  const { modals } = useSnapshot(view)
  const t = useT("errors")
  const d = modals.dialog
  if (d === undefined) return null
  const message = d.message !== "" ? d.message : t.has(d.key) ? t(d.key) : t("unknown_error")
  return (
    <Suspense fallback={null}>
      <Dialog
        variant={d.kind}
        title={d.kind === "warning" ? t("warning_title") : t("notice_title")}
        message={message}
        confirmLabel={t("ok")}
        onConfirm={dismissDialog}
        onCancel={dismissDialog}
      />
    </Suspense>
  )
}

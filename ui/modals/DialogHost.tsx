/**
 * Shows core's dialog (spec section 8; the modals slice's `dialog`): a warning or a notice with one confirm button:
 * the trial account's "need a real account", a refused SMS request with the server's message, an invitation code
 * error, an ended session... The server's text wins when there is one (it is what the platform wants said);
 * otherwise the key's translation. Its strings (the `errors` area) are asked for once the portal is interactive, not
 * with the first view (the first view's byte budget), and at the latest when a dialog opens.
 */
import { useEffect } from "react"
import type { ModalsState } from "../../core/state/slices/modals.ts"
import { dismissDialog } from "../actions/modals.ts"
import { interactive } from "../app/interactive.ts"
import { Dialog } from "../components/Dialog.tsx"
import { loadAreas } from "../i18n/i18n.ts"
import { useT } from "../i18n/useT.ts"
import { useCore } from "../state/useCore.ts"

/** The host. */
export function DialogHost() {
  const { modals } = useCore()
  useEffect(() => {
    void interactive.then(() => loadAreas(["errors"]))
  }, [])
  const d = modals.dialog
  if (d === undefined) return null
  return <DialogOf dialog={d} />
}

function DialogOf({ dialog: d }: { readonly dialog: NonNullable<ModalsState["dialog"]> }) {
  const t = useT("errors")
  const message = d.message !== "" ? d.message : t.has(d.key) ? t(d.key) : t("unknown_error")
  return (
    <Dialog
      variant={d.kind}
      title={d.kind === "warning" ? t("warning_title") : t("notice_title")}
      message={message}
      confirmLabel={t("ok")}
      onConfirm={dismissDialog}
      onCancel={dismissDialog}
    />
  )
}

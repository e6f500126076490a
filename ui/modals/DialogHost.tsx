/**
 * Shows core's dialog (spec section 8; the modals slice's `dialog`): a warning or a notice with one confirm button:
 * the trial account's "need a real account", a refused SMS request with the server's message, an invitation code
 * error, an ended session... It says the translation of the platform's error code when the refusal carried one the
 * translations know (every code of core's catalogue), else the translation of the dialog's key: never the server's
 * text, which comes in one language (spec section 8; DESIGN "Failures"). Its strings (the `errors` area) are asked for once the portal is interactive, not
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
  const message =
    d.errorCode !== undefined && t.has(d.errorCode)
      ? t(d.errorCode)
      : t.has(d.key)
        ? t(d.key)
        : d.message !== ""
          ? d.message
          : t("unknown_error")
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

/**
 * A message with confirm and cancel (spec section 4 "Dialog helper"; section 8): a confirmation (sign out) with both
 * buttons, a warning or a notice with one confirm button (the trial account's "need a real account", a refused SMS
 * request). Confirming may run work: the confirm button is busy until it ends.
 */
import type { ReactNode } from "react"
import { useT } from "../i18n/useT.ts"
import { Button } from "./Button.tsx"
import { Modal } from "./Modal.tsx"
import "./Dialog.css"

export interface DialogProps {
  readonly title: ReactNode
  readonly message: ReactNode
  /** `confirm` has a cancel button; `warning` and `info` only confirm. */
  readonly variant?: "confirm" | "warning" | "info"
  readonly confirmLabel?: string
  readonly cancelLabel?: string
  /** Runs on confirm; the dialog closes when it ends. */
  readonly onConfirm: () => unknown
  /** Closing without confirming (cancel, Escape, the cover). */
  readonly onCancel: () => void
  /** Closes on a cover click (true by default). */
  readonly cover?: boolean
  readonly autoCloseMs?: number
}

const icons = {
  warning: (
    <path
      d="M12 3l10 18H2L12 3zm0 6v5m0 3v.5"
      stroke="currentColor"
      strokeWidth="2"
      fill="none"
      strokeLinecap="round"
    />
  ),
  info: <path d="M12 3a9 9 0 110 18 9 9 0 010-18zm0 8v6m0-9v.5" stroke="currentColor" strokeWidth="2" fill="none" />,
  confirm: (
    <path
      d="M12 3a9 9 0 110 18 9 9 0 010-18zm-2.5 6.5a2.5 2.5 0 115 0c0 2-2.5 2-2.5 4m0 3v.5"
      stroke="currentColor"
      strokeWidth="2"
      fill="none"
      strokeLinecap="round"
    />
  ),
}

/** The dialog. */
export function Dialog({
  title,
  message,
  variant = "confirm",
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  cover = true,
  autoCloseMs,
}: DialogProps) {
  const t = useT("common")
  const confirm = async () => {
    await onConfirm()
  }
  return (
    <Modal
      title={title}
      onClose={onCancel}
      cover={cover}
      role="alertdialog"
      className={`dialog dialog-${variant}`}
      {...(autoCloseMs === undefined ? {} : { autoCloseMs })}
      footer={
        <>
          {variant === "confirm" && (
            <Button variant="secondary" onClick={onCancel}>
              {cancelLabel ?? t("cancel")}
            </Button>
          )}
          <Button variant="primary" onAction={confirm}>
            {confirmLabel ?? t("confirm")}
          </Button>
        </>
      }
    >
      <div className="dialog-content">
        <svg className="dialog-icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
          {icons[variant]}
        </svg>
        <div className="dialog-message">{message}</div>
      </div>
    </Modal>
  )
}

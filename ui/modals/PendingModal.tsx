/** A modal whose screen belongs to another issue and is not built yet: says so instead of opening nothing. */
import { Modal } from "../components/Modal.tsx"
import { useT } from "../i18n/useT.ts"
import type { ModalComponentProps } from "./registry.ts"

export default function PendingModal({ onClose }: ModalComponentProps) {
  const t = useT("common")
  return (
    <Modal title={t("coming_soon_title")} onClose={onClose}>
      <p>{t("coming_soon")}</p>
    </Modal>
  )
}

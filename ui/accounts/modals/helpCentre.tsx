/**
 * The help-centre modal (spec section 2 "Modals: ... help centre"): the help topics (core's `loadHelpCentre`, in the
 * interface's language), navigable, their HTML sanitised; opened on a topic when one was asked for (the user
 * agreement from the register modal, stacked over it so the typed form is kept).
 */
import { Modal } from "../../components/Modal.tsx"
import { useT } from "../../i18n/useT.ts"
import type { ModalComponentProps } from "../../modals/registry.ts"
import { useCore } from "../../state/useCore.ts"
import { HelpTopics } from "../HelpTopics.tsx"

export default function HelpCentreModal({ onClose }: ModalComponentProps) {
  const t = useT("help")
  // Core state, not a value taken once: a discarded render (StrictMode, Suspense) must not lose it.
  const tag = useCore().modals.helpTopic
  return (
    <Modal title={t("title")} onClose={onClose} width={880} className="help-modal">
      <HelpTopics initialTag={tag} />
    </Modal>
  )
}

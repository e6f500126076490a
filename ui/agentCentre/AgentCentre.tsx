/** The agent centre popup (spec section 2): not built yet, says so plainly. */

import { closeModal } from "../actions/modals.ts"
import PendingModal from "../modals/PendingModal.tsx"

export default function AgentCentre() {
  return <PendingModal onClose={() => closeModal("agentCentre")} />
}

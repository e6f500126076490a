/** The member centre popup (spec section 2; issue 7): not built yet, says so plainly. */

import { closeModal } from "../actions/modals.ts"
import PendingModal from "../modals/PendingModal.tsx"

export default function MemberCentre() {
  return <PendingModal onClose={() => closeModal("memberCentre")} />
}

/**
 * What the portal shows over its pages, and the arrival on /login and /register: the modals, the member and agent
 * centres, the dialog, player protection's notice and reality check, and the route arrival (spec section 2). One lazy chunk (OverlayHost.tsx loads it), so none of
 * it weighs on the first view (the first view's byte budget).
 */
import { FundingOfferHost } from "../games/FundingOffer.tsx"
import { loadEngine } from "../i18n/i18n.ts"
import { DialogHost } from "../modals/DialogHost.tsx"
import { ModalHost } from "../modals/ModalHost.tsx"
import { ProtectionHost } from "../protection/ProtectionHost.tsx"
import { CentreHost } from "./CentreHost.tsx"
import { RouteArrival } from "./RouteArrival.tsx"

// What the overlays show reads its strings through the table of every string file (ui/i18n/i18n.ts): it is asked for
// with this chunk, not after a modal's, so a modal opened as the visitor's first input, or by the arrival on
// /register, waits for no further round trip.
void loadEngine().catch(() => undefined)

/** The overlays and the route arrival. */
export default function Overlays() {
  return (
    <>
      <RouteArrival />
      <ModalHost />
      <CentreHost />
      <DialogHost />
      <FundingOfferHost />
      <ProtectionHost />
    </>
  )
}

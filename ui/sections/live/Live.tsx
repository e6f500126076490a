/** The live section (spec section 2): the vendor lobby of LIVE. */
import { VendorLobby } from "../../games/VendorLobby.tsx"

export default function Live() {
  return <VendorLobby category="LIVE" />
}

/** The esports section (spec section 2): the vendor lobby of ESPORTS. */
import { VendorLobby } from "../../games/VendorLobby.tsx"

export default function Esports() {
  return <VendorLobby category="ESPORTS" />
}

/** The elott section (spec section 2): the vendor lobby of ELOTT. */
import { VendorLobby } from "../../games/VendorLobby.tsx"

export default function Elott() {
  return <VendorLobby category="ELOTT" />
}

/** The sports section (spec section 2): the vendor lobby of SPORTS. */
import { VendorLobby } from "../../games/VendorLobby.tsx"

export default function Sports() {
  return <VendorLobby category="SPORTS" />
}

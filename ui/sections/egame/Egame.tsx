/** The egame section (spec section 2): the game lobby of RNG, tabs through `?page=`. */
import { GameLobby } from "../../games/GameLobby.tsx"

export default function Egame() {
  return <GameLobby category="RNG" />
}

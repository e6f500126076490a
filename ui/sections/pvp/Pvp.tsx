/** The pvp section (spec section 2): the game lobby of PVP, tabs through `?page=`. */
import { GameLobby } from "../../games/GameLobby.tsx"

export default function Pvp() {
  return <GameLobby category="PVP" />
}

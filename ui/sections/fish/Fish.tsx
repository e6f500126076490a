/** The fish section (spec section 2): the game lobby of FISH, tabs through `?page=`. */
import { GameLobby } from "../../games/GameLobby.tsx"

export default function Fish() {
  return <GameLobby category="FISH" />
}

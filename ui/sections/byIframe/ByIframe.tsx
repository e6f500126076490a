/** The byIframe section (spec section 2 "/game: game iframe page, header only"): the launched game's stage. */
import { GameStage } from "../../games/GameStage.tsx"

export default function ByIframe() {
  return <GameStage path="/game" />
}

/**
 * "Play for fun" on a hot game of the home page that offers free play (its item's `freeplay`: the slots): opens it on
 * play money for anyone, a visitor or a trial member included (core's `launchForFun`). A chunk of its own, asked for
 * once the portal is interactive, so the first view's bytes stay as they were.
 */
import type { GameItem } from "../../core/model/GameItem.ts"
import { gameTitle } from "../../core/model/GameItem.ts"
import { playForFun } from "../actions/games.ts"
import { useT } from "../i18n/useT.ts"

export interface HotFunProps {
  readonly game: GameItem
}

/** The button. */
export default function HotFun({ game }: HotFunProps) {
  const t = useT("home")
  return (
    <button
      type="button"
      className="home-game-fun"
      aria-label={`${t("play_for_fun")}: ${gameTitle(game)}`}
      onClick={() => void playForFun(game, game.vassalage ?? "")}
    >
      {t("play_for_fun")}
    </button>
  )
}

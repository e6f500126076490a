/**
 * Launching from the header, the side menu and the mini game widget (spec section 4 "Game launch"): core's
 * `launchGame` decides and carries it out (login popup, warning, a page, the popup list, or the game's address);
 * the hot games of the widget load in the interface's language.
 */
import { type Language, platformCode } from "../../core/model/Language.ts"
import type { LaunchTarget } from "../../core/model/LaunchDecision.ts"
import { run, state } from "../app/runtime.ts"

const language = (): string => platformCode[state().language.current as Language]

/** Launches what the person picked. */
export const launch = async (target: LaunchTarget): Promise<void> => {
  const { launchGame } = await import("../../core/workflows/launchGame.ts")
  await run(launchGame(target, { language: language(), backUrl: window.location.origin }))
}

/** Loads the hot games (the mini game widget). */
export const loadHotGames = async (): Promise<void> => {
  const m = await import("../../core/workflows/loadHotGames.ts")
  await run(m.loadHotGames(language()))
}

/**
 * The games' actions the header, the home page and the lobbies share: launching (the launch rules are a chunk of
 * their own, launch.ts, loaded on the first launch) and the vendor catalogue (the hot games are hotGames.ts: the home page's
 * first view loads them, so their calls go with the home section, not with what the header loads). The catalogue's
 * workflow is the start's (in the entry); the launch is an area of its own, loaded lazily, so this file, which the
 * header needs at first paint, stays small.
 */

import type { GameItem } from "../../core/model/GameItem.ts"
import { type Language, platformCode } from "../../core/model/Language.ts"
import type { LaunchTarget } from "../../core/model/LaunchDecision.ts"
import * as LoadVendors from "../../core/workflows/loadVendors.ts"
import { run, state } from "../app/runtime.ts"

/** The interface's language as the platform names it (the launch and the hot games send it). */
export const platformLanguage = (): string => platformCode[state().language.current as Language]

/** The launch's area: its rules and workflows, loaded on the first launch. */
const launcher = () => import("./launch.ts")

/** Launches what the person picked (launch.ts); hands back when the launch has been carried out. */
export const launch = (target: LaunchTarget, amount?: number): Promise<void> =>
  launcher().then((m) => m.launch(target, amount))

/** Plays a game for fun (launch.ts): the home page's hot games and the lobbies' "play for fun". */
export const playForFun = (game: GameItem, vendor: string): Promise<void> =>
  launcher().then((m) => m.playForFun(game, vendor))

/** Launches the last pick again (the /game page's "try again"); false when there was none. */
export const relaunch = (): Promise<boolean> => launcher().then((m) => m.relaunch())

/** Back from a game of `vendor` (launch.ts): its money returns to the main wallet under auto-transfer. */
export const returnFromGame = (vendor: string): Promise<void> => launcher().then((m) => m.returnFromGame(vendor))

/** Loads the vendor catalogue (from the session cache when there is one). */
export const loadVendors = async (): Promise<void> => {
  await run(LoadVendors.loadVendors())
}

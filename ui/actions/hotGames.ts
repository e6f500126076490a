/**
 * The hot games (every vendor; the lobbies keep their own), which the home page's first view, the lobbies and the
 * mini game load. A file apart from games.ts, which the header needs at first paint: what this one imports goes
 * with the home section's chunk (scripts/chunkRule.ts) instead of the entry.
 */

import * as LoadHotGames from "../../core/workflows/loadHotGames.ts"
import { run } from "../app/runtime.ts"
import { platformLanguage } from "./games.ts"

/** Loads the hot games in the interface's language. */
export const loadHotGames = async (): Promise<void> => {
  await run(LoadHotGames.loadHotGames(platformLanguage()), "firstSlices")
}

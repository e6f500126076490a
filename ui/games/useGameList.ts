/**
 * What the slot and vendor lobbies share in loading their lists: the vendors once, and the page of the game list a
 * lobby wants (its tab or its search) unless that page shows already, the language is not loaded yet (the names come
 * in it) or the game popup covers the lobby.
 */
import { useEffect } from "react"
import { type GamesQuery, sameList } from "../../core/model/GamesQuery.ts"
import { loadGames, loadVendors } from "../actions/lobby.ts"
import { useCore } from "../state/useCore.ts"

/** Loads the vendors and the list `wanted` stands for; the game list, and whether it is `wanted`'s. */
export const useGameList = (wanted: GamesQuery | undefined) => {
  const s = useCore()
  const games = s.catalogue.games
  const showing = wanted !== undefined && games.query !== undefined && sameList(games.query, wanted)
  const languageReady = s.language.loaded
  const popupOpen = s.modals.open.includes("gamePopup")
  const wantedKey = wanted === undefined ? "" : JSON.stringify(wanted)

  useEffect(() => {
    if (!s.catalogue.vendorsLoaded) void loadVendors()
  }, [s.catalogue.vendorsLoaded])

  // biome-ignore lint/correctness/useExhaustiveDependencies: `wantedKey` stands for `wanted`.
  useEffect(() => {
    if (!languageReady || popupOpen || wanted === undefined || showing) return
    void loadGames(wanted)
  }, [wantedKey, languageReady, popupOpen, showing])

  return { games, showing }
}

/**
 * The lobbies' actions (spec section 2 lobbies; section 4 "Favourite games"): the vendor catalogue, a page of games
 * and the next one, the member's favourites (ids kept in session storage by core, and on the server) and recent
 * games, PVP rooms, the popup vendors' game types, in the interface's language; launching a listed game and leaving
 * a launch. Only the lobby chunks import this file; every workflow is imported lazily.
 */
import type { GameItem } from "../../core/model/GameItem.ts"
import type { GamesQuery } from "../../core/model/GamesQuery.ts"
import { type Language, platformCode } from "../../core/model/Language.ts"
import { dispatch, run, state } from "../app/runtime.ts"
import { launch } from "./games.ts"

export { loadVendors } from "./games.ts"

const language = (): string => platformCode[state().language.current as Language]

/** Launches a game of a list. */
export const launchListedGame = (game: GameItem, vendor?: string): Promise<void> =>
  launch({ _tag: "Game", vendor: game.vassalage ?? vendor ?? "", game })

/** The person left the launch: the game page, the popup list or the warning. */
export const dismissLaunch = (): void => {
  if (state().launch.status._tag !== "Idle") dispatch({ _tag: "LaunchDismissed" })
}

/** Loads the page of games the query names. */
export const loadGames = async (query: GamesQuery): Promise<void> => {
  const m = await import("../../core/workflows/loadGames.ts")
  await run(m.loadGames(query, language()))
}

/** Loads the next page of the current list (infinite scroll); false when there was none. */
export const loadMoreGames = async (): Promise<boolean> => {
  const m = await import("../../core/workflows/loadGames.ts")
  return (await run(m.loadMoreGames(language()))) ?? false
}

/** Loads the member's favourite ids (from session storage when kept there) and a page of the favourites. */
export const loadFavourites = async (gameType?: string): Promise<void> => {
  const m = await import("../../core/workflows/favourites.ts")
  if (!(await import("../../core/permissions/roles.ts")).isLoggedIn(state())) return
  await run(m.loadFavouriteIds())
  await run(m.loadFavouriteList({ language: language(), ...(gameType === undefined ? {} : { gameType }) }))
}

/** Loads the favourite ids only (to mark the stars of a list). */
export const loadFavouriteIds = async (): Promise<void> => {
  const m = await import("../../core/workflows/favourites.ts")
  await run(m.loadFavouriteIds())
}

/** Marks or unmarks a game as a favourite (a visitor gets the login popup). */
export const toggleFavourite = async (game: GameItem, favourite: boolean, vendor?: string): Promise<void> => {
  const m = await import("../../core/workflows/favourites.ts")
  await run(
    m.setFavourite(
      { nodeId: game.nodeId, vendor: game.vassalage ?? vendor ?? "", gameType: game.gameType ?? "" },
      favourite,
    ),
  )
}

/** Loads the member's recent games. */
export const loadRecentGames = async (): Promise<void> => {
  const m = await import("../../core/workflows/loadRecentGames.ts")
  await run(m.loadRecentGames(language()))
}

/** Loads the PVP rooms of a vendor. */
export const loadPvpRooms = async (vendor: string): Promise<void> => {
  const m = await import("../../core/workflows/loadPvpRooms.ts")
  await run(m.loadPvpRooms(language(), vendor))
}

/** Loads the game types of the popup-list vendors (once). */
export const loadVassGameTypes = async (): Promise<void> => {
  const m = await import("../../core/workflows/loadVassGameTypes.ts")
  await run(m.loadVassGameTypes)
}

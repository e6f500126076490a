/**
 * The lobbies' actions (spec section 2 lobbies; section 4 "Favourite games"): the vendor catalogue, a page of games
 * and the next one, the member's favourites (ids kept in session storage by core, and on the server) and recent
 * games, PVP rooms, the popup vendors' game types, in the interface's language; launching a listed game and leaving
 * a launch. Only the lobby chunks import this file, so its workflows load with them.
 */
import type { GameItem } from "../../core/model/GameItem.ts"
import type { GamesQuery } from "../../core/model/GamesQuery.ts"
import { type Language, platformCode } from "../../core/model/Language.ts"
import * as Roles from "../../core/permissions/roles.ts"
import * as Favourites from "../../core/workflows/favourites.ts"
import * as LoadGames from "../../core/workflows/loadGames.ts"
import * as LoadPvpRooms from "../../core/workflows/loadPvpRooms.ts"
import * as LoadRecentGames from "../../core/workflows/loadRecentGames.ts"
import * as LoadVassGameTypes from "../../core/workflows/loadVassGameTypes.ts"
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
  await run(LoadGames.loadGames(query, language()))
}

/** Loads the next page of the current list (infinite scroll); false when there was none. */
export const loadMoreGames = async (): Promise<boolean> => {
  return (await run(LoadGames.loadMoreGames(language()))) ?? false
}

/** Loads the member's favourite ids (from session storage when kept there) and a page of the favourites. */
export const loadFavourites = async (gameType?: string): Promise<void> => {
  if (!Roles.isLoggedIn(state())) return
  await run(Favourites.loadFavouriteIds())
  await run(Favourites.loadFavouriteList({ language: language(), ...(gameType === undefined ? {} : { gameType }) }))
}

/** Loads the favourite ids only (to mark the stars of a list). */
export const loadFavouriteIds = async (): Promise<void> => {
  await run(Favourites.loadFavouriteIds())
}

/** Marks or unmarks a game as a favourite (a visitor gets the login popup). */
export const toggleFavourite = async (game: GameItem, favourite: boolean, vendor?: string): Promise<void> => {
  await run(
    Favourites.setFavourite(
      { nodeId: game.nodeId, vendor: game.vassalage ?? vendor ?? "", gameType: game.gameType ?? "" },
      favourite,
    ),
  )
}

/** Loads the member's recent games. */
export const loadRecentGames = async (): Promise<void> => {
  await run(LoadRecentGames.loadRecentGames(language()))
}

/** Loads the PVP rooms of a vendor. */
export const loadPvpRooms = async (vendor: string): Promise<void> => {
  await run(LoadPvpRooms.loadPvpRooms(language(), vendor))
}

/** Loads the game types of the popup-list vendors (once). */
export const loadVassGameTypes = async (): Promise<void> => {
  await run(LoadVassGameTypes.loadVassGameTypes)
}

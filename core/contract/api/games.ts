/**
 * Calls of the games area (spec section 7; wire notes sections 4 and 6a): the vendor catalogue, game lists, hot,
 * favourite and recent games, PVP rooms, and the one launch call for games and the lottery.
 */
import * as Schema from "effect/Schema"
import { FavouriteIds, FavouritesPage, GamesPage, HotGames, RecentGames } from "../../model/GamePages.ts"
import { GameListRequest } from "../../model/GamesQuery.ts"
import { VendorCatalogue } from "../../model/GameVendor.ts"
import { HotGamesRequest } from "../../model/HotGamesRequest.ts"
import { Id } from "../../model/Id.ts"
import { LaunchAnswer, LaunchRequest } from "../../model/LaunchRequest.ts"
import { PvpRooms } from "../../model/PvpRoom.ts"
import { VassGameTypes } from "../../model/VassGameTypes.ts"
import { endpoint, Ignored, NoParams } from "../Endpoint.ts"

/** The body of adding or removing a favourite (wire notes section 4). */
export const FavouriteChange = Schema.Struct({ nodeId: Id, vendor: Schema.String, gameType: Schema.String })
export type FavouriteChange = typeof FavouriteChange.Type

/** The request of a page of favourites (wire notes section 4; the token also travels as a field). */
export const FavouritesRequest = Schema.Struct({
  clientType: Schema.Literal(3),
  platform: Schema.Literal("flash"),
  language: Schema.String,
  token: Schema.String,
  pageNo: Schema.Int,
  pageSize: Schema.Int,
  gameType: Schema.optional(Schema.String),
})
export type FavouritesRequest = typeof FavouritesRequest.Type

/** A page of a member's list whose parameters the wire notes did not see (recent games): our choice. */
export const PageRequest = Schema.Struct({ pageNo: Schema.Int, pageSize: Schema.Int, language: Schema.String })
export type PageRequest = typeof PageRequest.Type

/** The PVP rooms request: our choice (never seen on the wire). */
export const PvpRoomsRequest = Schema.Struct({ vassalage: Schema.optional(Schema.String), language: Schema.String })
export type PvpRoomsRequest = typeof PvpRoomsRequest.Type

export const games = {
  gameVendors: endpoint({
    name: "gameVendors",
    method: "GET",
    path: "/wps/relay/GCSGAME_gameVendor",
    token: false,
    request: Schema.Struct({ merchantCode: Schema.String }),
    response: VendorCatalogue,
    answered: "VendorsLoaded",
  }),
  hotGames: endpoint({
    name: "hotGames",
    method: "GET",
    path: "/wps/relay/GCSGAME_hotGamesV2",
    token: false,
    request: HotGamesRequest,
    response: HotGames,
    answered: "HotGamesLoaded",
  }),
  gameList: endpoint({
    name: "gameList",
    method: "GET",
    path: "/wps/relay/GCSGAME_gameList",
    // Visitors browse (spec section 6: "Visitor: browse"); the wire notes mark no token on the game list.
    token: false,
    request: GameListRequest,
    response: GamesPage,
    answered: "GamesLoaded",
  }),
  vassGameTypes: endpoint({
    name: "vassGameTypes",
    method: "GET",
    path: "/wps/relay/GCSGAME_getVassGameType",
    request: NoParams,
    response: VassGameTypes,
    answered: "VassGameTypesLoaded",
    note: "Request fields never seen on the wire: we send none. The answer's shape is a third-party client's claim.",
  }),
  favouriteIds: endpoint({
    name: "favouriteIds",
    method: "GET",
    path: "/wps/relay/MCSFE_getFavoriteGames",
    request: NoParams,
    response: FavouriteIds,
    answered: "FavouriteIdsLoaded",
  }),
  favouriteList: endpoint({
    name: "favouriteList",
    method: "GET",
    path: "/wps/relay/MCSFE_getFavoriteGamesList",
    secrets: ["token"],
    request: FavouritesRequest,
    response: FavouritesPage,
    answered: "FavouritesLoaded",
  }),
  addFavourite: endpoint({
    name: "addFavourite",
    method: "POST",
    path: "/wps/relay/MCSFE_addFavoriteGameV2",
    request: FavouriteChange,
    response: Ignored,
    answered: "FavouriteAdded",
  }),
  removeFavourite: endpoint({
    name: "removeFavourite",
    method: "DELETE",
    path: "/wps/relay/MCSFE_removeFavoriteGameV2",
    request: FavouriteChange,
    response: Ignored,
    answered: "FavouriteRemoved",
  }),
  recentGames: endpoint({
    name: "recentGames",
    method: "GET",
    path: "/wps/relay/GCS_recentGame",
    request: PageRequest,
    response: RecentGames,
    answered: "RecentGamesLoaded",
    note: "Request fields never seen on the wire: we send pageNo, pageSize and language, as the game list does.",
  }),
  pvpRooms: endpoint({
    name: "pvpRooms",
    method: "GET",
    path: "/wps/relay/GLS2_roomList",
    request: PvpRoomsRequest,
    response: PvpRooms,
    answered: "PvpRoomsLoaded",
    note: "Never called by the portals the wire notes saw: request and answer (value.list[] of rooms) are our choice.",
  }),
  launchGame: endpoint({
    name: "launchGame",
    method: "GET",
    path: "/wps/game/launchGame",
    // Free play (`accountType: 0`, "play for fun") is open to visitors; a real-money launch still needs the session,
    // which the platform checks itself (a 401 without one), so the call does not demand a token up front.
    token: false,
    secrets: ["token"],
    request: LaunchRequest,
    response: LaunchAnswer,
    answered: "GameLaunched",
  }),
}

/**
 * The calls of the games area the first view makes (spec section 7; wire notes sections 4 and 6a): the vendor
 * catalogue for the header and the hot games for the home page. Apart from the rest of the area (games.ts, which
 * lists them too) so the start does not carry the launch and lobby calls' schemas (the first view's byte budget).
 */
import * as Schema from "effect/Schema"
import { HotGames } from "../../model/GamePages.ts"
import { VendorCatalogue } from "../../model/GameVendor.ts"
import { HotGamesRequest } from "../../model/HotGamesRequest.ts"
import { endpoint } from "../Endpoint.ts"

export const gameCatalogue = {
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
}

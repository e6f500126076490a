/**
 * What the vendor lobbies /elott, /live, /sports and /esports show (spec section 2: "/elott, /live, /sports share one
 * lobby screen"; "Category to page: ELOTT and LOTT to /elott..."): the vendor cards of every category whose page it
 * is, each with its category (the launch rules depend on it), and the hot games of those vendors.
 */
import { categoryRoute, esportsVendors, type GameCategory, gameCategories } from "../model/GameCategory.ts"
import type { GameItem } from "../model/GameItem.ts"
import type { VendorCard } from "../model/GameVendor.ts"
import type { CatalogueState } from "../state/slices/catalogue.ts"

/** A vendor card of a lobby with its category. */
export interface LobbyVendor {
  readonly category: GameCategory
  readonly card: VendorCard
}

/** The vendors of the categories whose page is `path`, in the header's category order. */
export const vendorLobby = (catalogue: CatalogueState, path: string): ReadonlyArray<LobbyVendor> =>
  gameCategories
    .filter((c) => categoryRoute[c] === path)
    .flatMap((category) => (catalogue.vendors[category] ?? []).map((card) => ({ category, card })))

/** The esports vendors (spec section 3: AV, AI, IMES, TF, IA) of the catalogue, those codes first. */
export const esportsLobby = (catalogue: CatalogueState): ReadonlyArray<LobbyVendor> => {
  const all = vendorLobby(catalogue, categoryRoute.ESPORTS)
  return [
    ...all.filter((v) => esportsVendors.has(v.card.vassalage)),
    ...all.filter((v) => !esportsVendors.has(v.card.vassalage)),
  ]
}

/** The hot games of the lobby's vendors (a game of another vendor is left out). */
export const lobbyHotGames = (
  catalogue: CatalogueState,
  vendors: ReadonlyArray<LobbyVendor>,
): ReadonlyArray<GameItem> => {
  const codes = new Set(vendors.map((v) => v.card.vassalage))
  return catalogue.hot.filter((g) => g.vassalage != null && codes.has(g.vassalage))
}

/**
 * The tabs of the game lobbies /rng, /fish and /pvp (spec section 2: "The RNG page uses query parameter page for
 * tabs; selecting a tab goes to /rng?page={tab}"; section 4: FISH, PVP and RNG open their page "with the vendor set";
 * section 4 "Favourite games"): every game of the category (the game list, section 7's `GCSGAME_gameList`), its hot
 * games (`GCSGAME_hotGamesV2`), one tab per vendor of the category in the catalogue's order, the member's favourites
 * and recent games. Which tab shows: the one `?page=` names, else the current vendor when it belongs to the category,
 * else every game: a lobby that promises hundreds of slots opens on all of them, not on the hot few.
 */
import type { GameCategory } from "../model/GameCategory.ts"
import type { VendorCard } from "../model/GameVendor.ts"
import type { CatalogueState } from "../state/slices/catalogue.ts"

/** The `?page=` of the tab of every game. */
export const allTab = "all"
/** The `?page=` of the hot games tab. */
export const hotTab = "hot"
/** The `?page=` of the favourites tab. */
export const favouritesTab = "favourites"
/** The `?page=` of the recent games tab. */
export const recentTab = "recent"

/** One tab of a lobby. */
export type LobbyTab =
  | { readonly _tag: "All"; readonly key: typeof allTab }
  | { readonly _tag: "Hot"; readonly key: typeof hotTab }
  | { readonly _tag: "Vendor"; readonly key: string; readonly card: VendorCard }
  | { readonly _tag: "Favourites"; readonly key: typeof favouritesTab }
  | { readonly _tag: "Recent"; readonly key: typeof recentTab }

/** The tabs of a category's lobby. */
const ownKeys: ReadonlySet<string> = new Set([allTab, hotTab, favouritesTab, recentTab])

export const lobbyTabs = (catalogue: CatalogueState, category: GameCategory): ReadonlyArray<LobbyTab> => [
  { _tag: "All", key: allTab },
  { _tag: "Hot", key: hotTab },
  ...(catalogue.vendors[category] ?? [])
    .filter((card) => !ownKeys.has(card.vassalage))
    .map((card): LobbyTab => ({ _tag: "Vendor", key: card.vassalage, card })),
  { _tag: "Favourites", key: favouritesTab },
  { _tag: "Recent", key: recentTab },
]

/** The tab that shows for `?page=` (empty when absent) and the current vendor. */
export const selectedLobbyTab = (
  tabs: ReadonlyArray<LobbyTab>,
  page: string,
  currentVendor: string | undefined,
): LobbyTab => {
  const named = page === "" ? undefined : tabs.find((t) => t.key === page)
  const ofVendor =
    currentVendor === undefined ? undefined : tabs.find((t) => t._tag === "Vendor" && t.key === currentVendor)
  return named ?? ofVendor ?? tabs[0] ?? { _tag: "All", key: allTab }
}

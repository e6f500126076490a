/**
 * The vendor catalogue of `GCSGAME_gameVendor` (spec section 3 "Game vendor card"; wire notes section 5 "Vendor
 * lanes"): one lane per category in the header's order, each card a vendor of sandbox/seed/vendors.ts with its
 * wallet's account type, its generated card image, its hot flag and how it starts (`VASSALAGE` opens the popup list
 * of its games; `game` launches the card's game, the vendor's first, e.g. its live lobby).
 */
import { gameCategories } from "../../core/model/GameCategory.ts"
import type { VendorCard, VendorCatalogue, VendorLane } from "../../core/model/GameVendor.ts"
import { type Vendor, vendors } from "../seed/vendors.ts"
import { lobbyGameOf } from "./catalogue.ts"
import { vendorImage } from "./imagePaths.ts"

/** The card of a vendor. */
export const cardOf = (v: Vendor): VendorCard => {
  const lobby = v.isGame === "game" ? lobbyGameOf(v.code) : undefined
  return {
    vassalage: v.code,
    gameType: v.gameType,
    accountTypeName: v.code,
    accountTypeId: String(v.accountTypeId),
    displayName: v.displayName,
    lagerIcon: vendorImage(v.code),
    isGame: v.isGame,
    appNewWindow: v.appNewWindow,
    freeplay: false,
    gameId: lobby?.code ?? null,
    roomId: null,
    nodeId: lobby === undefined ? null : String(lobby.nodeId),
    platform: "html5-desktop",
    isHot: v.isHot,
  }
}

/** Every category with its vendors, in the header's order; a category without vendors has no lane. */
export const vendorLanes = (): ReadonlyArray<VendorLane> =>
  gameCategories.flatMap((title) => {
    const cards = vendors.filter((v) => v.category === title).map(cardOf)
    // No lane-level classification: the game list filters by the games' own (SLOT, TABLE...), which the game types
    // call lists per vendor.
    return cards.length === 0 ? [] : [{ title, cards, gameClassify: null }]
  })

/** `value` of the call. */
export const vendorCatalogue = (): VendorCatalogue => ({ data: { lanes: vendorLanes() } })

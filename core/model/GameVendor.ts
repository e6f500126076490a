/**
 * The vendor catalogue of `GCSGAME_gameVendor` (spec section 3 "Game vendor card"; wire notes section 5 "Vendor
 * lanes"): `value.data.lanes[]`, one lane per category title with its vendor cards. A card with `isGame`
 * `VASSALAGE` is a vendor whose games open in a popup list; `game` launches directly.
 */
import * as Schema from "effect/Schema"
import { OptionalFlag } from "./Flag.ts"
import { OptionalId } from "./Id.ts"
import { listOf } from "./List.ts"
import { Text } from "./Optional.ts"

/** `isGame` of a vendor whose games open in a popup list (spec section 3 "Game start item"). */
export const vassalageKind = "VASSALAGE"

/** One vendor of a lane. `vassalage` is the vendor code (`AG`, `TCG_SEA`...), the only field always present. */
export const VendorCard = Schema.Struct({
  vassalage: Schema.String,
  gameType: Text,
  accountTypeName: Text,
  accountTypeId: OptionalId,
  displayName: Text,
  /** The card's image (the platform's spelling of "large icon"). */
  lagerIcon: Text,
  /** `VASSALAGE` (popup game list) or `game` (launches). */
  isGame: Text,
  appNewWindow: OptionalFlag,
  freeplay: OptionalFlag,
  gameId: OptionalId,
  roomId: OptionalId,
  nodeId: OptionalId,
  platform: Text,
  /** 1 when the vendor is hot: the header shows a hot icon (spec section 2). */
  isHot: OptionalFlag,
})
export type VendorCard = typeof VendorCard.Type

/** A lane: the vendors of one category title (RNG, LIVE, SPORTS, FISH, PVP, LOTT, ELOTT, ESPORTS...). */
export const VendorLane = Schema.Struct({
  title: Schema.String,
  cards: listOf(VendorCard),
  gameClassify: OptionalId,
})
export type VendorLane = typeof VendorLane.Type

/** `value` of `GCSGAME_gameVendor`. */
export const VendorCatalogue = Schema.Struct({
  data: Schema.Struct({ lanes: listOf(VendorLane) }),
})
export type VendorCatalogue = typeof VendorCatalogue.Type

/** The vendor opens a popup list of its games. */
export const opensGameList = (card: VendorCard): boolean => card.isGame === vassalageKind

/** The vendor is marked hot. */
export const isHot = (card: VendorCard): boolean => card.isHot === true

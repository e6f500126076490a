/**
 * The demo catalogue's vendors: every category of spec section 3 (ELOTT, LOTT, LIVE, SPORTS, FISH, RNG, PVP,
 * ESPORTS), the codes the launch rules name (TCG_SEA own window, GPI in a route, TCG_LOTTO_VN the Vietnamese lottery,
 * esports AV, AI, IMES, TF, IA) and the icon catalogue's codes. Each vendor has its own wallet (`accountTypeId`).
 * SPORTS has exactly one vendor, so the single-vendor launch rule can be seen; RNG has more than six, so the
 * header's non-centred dropdown can.
 */
import { vassalageKind } from "../../core/model/GameVendor.ts"

export type Category = "ELOTT" | "LOTT" | "LIVE" | "SPORTS" | "FISH" | "RNG" | "PVP" | "ESPORTS"

export interface Vendor {
  readonly code: string
  readonly displayName: string
  readonly category: Category
  /** The vendor wallet's account type (the main wallet is 0). */
  readonly accountTypeId: number
  readonly isHot: boolean
  /** `VASSALAGE`: the vendor opens a popup game list; `game`: the card launches a game. */
  readonly isGame: typeof vassalageKind | "game"
  /** Opens in its own window (TCG_SEA). */
  readonly appNewWindow: boolean
  /** Game type code of the vendor's games (RNG, LIVE, ...). */
  readonly gameType: string
}

const v = (
  code: string,
  displayName: string,
  category: Category,
  isHot: boolean,
  isGame: typeof vassalageKind | "game" = "game",
  appNewWindow = false,
): Omit<Vendor, "accountTypeId" | "gameType"> => ({
  code,
  displayName,
  category,
  isHot,
  isGame,
  appNewWindow,
})

const list = [
  v("TCG_LOTTO_VN", "Vietnam Lottery", "ELOTT", true),
  v("TCG_SEA", "SEA Lottery", "ELOTT", false, "game", true),
  v("TCG", "TCG Lottery", "LOTT", true),
  v("AG", "AG Live", "LIVE", true, vassalageKind),
  v("BBIN", "BBIN Live", "LIVE", false),
  v("DG", "Dream Gaming", "LIVE", false),
  v("EA", "Evo Asia", "LIVE", false),
  v("OG", "Oriental Game", "LIVE", false),
  v("SBT", "SBO Sports", "SPORTS", true),
  v("CQ9", "CQ9 Fishing", "FISH", true),
  v("GG", "GG Fishing", "FISH", false),
  v("PT", "Playtech", "RNG", true, vassalageKind),
  v("RTG", "Realtime Gaming", "RNG", false, vassalageKind),
  v("MG", "Microgaming", "RNG", true, vassalageKind),
  v("PNG", "Play'n GO", "RNG", false, vassalageKind),
  v("TTG", "Toptrend", "RNG", false, vassalageKind),
  v("WD", "WD Slots", "RNG", false, vassalageKind),
  v("GPI", "GPI Slots", "RNG", false),
  v("KMQM", "KingMaker", "PVP", true),
  v("TPG", "TP Poker", "PVP", false),
  v("AV", "AV Esports", "ESPORTS", true),
  v("AI", "AI Esports", "ESPORTS", false),
  v("IMES", "IM Esports", "ESPORTS", false),
  v("TF", "TF Gaming", "ESPORTS", false),
  v("IA", "IA Esports", "ESPORTS", false),
]

/** Every vendor, with its wallet id 1001, 1002, ... in this order. */
export const vendors: ReadonlyArray<Vendor> = list.map((x, i) => ({
  ...x,
  accountTypeId: 1001 + i,
  gameType: x.category,
}))

/** A vendor by code. */
export const vendorByCode = (code: string): Vendor | undefined => vendors.find((x) => x.code === code)

/** A vendor by its wallet's account type. */
export const vendorByAccountType = (id: number): Vendor | undefined => vendors.find((x) => x.accountTypeId === id)

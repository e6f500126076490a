/**
 * Game categories and the vendor codes the portal treats specially (spec section 2 "Header bottom", section 3 "Game
 * vendor card", section 4 "Game launch"). A lane of the vendor catalogue is titled by its category; the header shows
 * one item per category that has at least one vendor, each leading to the category's page.
 */
import * as Schema from "effect/Schema"

/** The categories of spec section 3, in the header's order. */
export const gameCategories = ["ELOTT", "LOTT", "LIVE", "SPORTS", "FISH", "RNG", "PVP", "ESPORTS"] as const

/** A game category. */
export const GameCategory = Schema.Literals(gameCategories)
export type GameCategory = typeof GameCategory.Type

/** The page of each category (spec section 2): ELOTT and LOTT share /elott. */
export const categoryRoute: Readonly<Record<GameCategory, string>> = {
  ELOTT: "/elott",
  LOTT: "/elott",
  LIVE: "/live",
  SPORTS: "/sports",
  FISH: "/fish",
  RNG: "/rng",
  PVP: "/pvp",
  ESPORTS: "/esports",
}

const byTitle: ReadonlyMap<string, GameCategory> = new Map(gameCategories.map((c) => [c, c]))

/** The category a lane title names (any case), or undefined for a lane the portal does not show. */
export const categoryOf = (title: string | null | undefined): GameCategory | undefined =>
  title == null ? undefined : byTitle.get(title.trim().toUpperCase())

/** The lottery categories: they need a login, then start the lottery (spec section 4). */
export const isLotteryCategory = (c: GameCategory): boolean => c === "LOTT" || c === "ELOTT"

/** Esports vendor codes (spec section 3). */
export const esportsVendors: ReadonlySet<string> = new Set(["AV", "AI", "IMES", "TF", "IA"])

/** Vendor codes with their own launch rule (spec section 4). */
export const Vendors = {
  /** Opens in a dedicated window. */
  ownWindow: "TCG_SEA",
  /** Starts in a route of the portal rather than the game iframe. */
  inRoute: "GPI",
  /** The Vietnamese lottery: its own page, /Vnlottery. */
  vnLottery: "TCG_LOTTO_VN",
} as const

/** Vendor codes with an icon in the portal's icon catalogue (spec section 3); others use the card's own image. */
export const iconCatalogue: ReadonlySet<string> = new Set([
  "AG",
  "BBIN",
  "CQ9",
  "GG",
  "PT",
  "RTG",
  "DG",
  "EA",
  "OG",
  "MG",
  "PNG",
  "TTG",
  "WD",
  "IBC",
  "SBT",
  "UG",
])

/** Lottery types of the icon catalogue (spec section 3). */
export const lotteryTypes = ["11X5", "LF", "LHC", "PK10", "SSC"] as const

/** A category with more than this many vendors lays its header dropdown out left-aligned (spec section 2). */
export const centredVendorLimit = 6

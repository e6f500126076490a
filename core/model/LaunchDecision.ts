/**
 * What launching a game comes to (spec section 4 "Game launch", "Login check"; section 6; section 8 "Trial
 * account"): the person picks a target (a header category, a vendor card, a game, a PVP room, a lottery) and the
 * rules decide one of these outcomes. The decision is data, so the launch state, the UI and the tests all read the
 * same thing; `workflows/launchDecision.ts` holds the rules, `workflows/launchGame.ts` carries them out.
 */
import * as Schema from "effect/Schema"
import type { GameCategory } from "./GameCategory.ts"
import type { GameItem } from "./GameItem.ts"
import type { VendorCard } from "./GameVendor.ts"
import type { PvpRoom } from "./PvpRoom.ts"

/** What the person picked. */
export type LaunchTarget =
  /** A header category. */
  | { readonly _tag: "Category"; readonly category: GameCategory }
  /** A vendor card of a category. */
  | { readonly _tag: "Vendor"; readonly category: GameCategory; readonly card: VendorCard }
  /** A game of a vendor's list (RNG lobby, popup list, hot games, favourites). */
  | { readonly _tag: "Game"; readonly vendor: string; readonly game: GameItem }
  /** A PVP room. */
  | { readonly _tag: "Room"; readonly vendor: string; readonly room: PvpRoom }
  /** The lottery lobby, or one lottery game, on the lottery pages. */
  | {
      readonly _tag: "Lottery"
      readonly vendor: string | undefined
      readonly prizeMode: string
      readonly gameCode: string | undefined
      readonly path: LotteryPath
    }

/** Pages that host the lottery (spec section 2). */
export const LotteryPath = Schema.Literals(["/lottery", "/Vnlottery"])
export type LotteryPath = typeof LotteryPath.Type

/** Where a started game shows: the /game iframe page, a window of its own (TCG_SEA), or the /seamless route (GPI). */
export const GameDisplay = Schema.Literals(["game", "window", "seamless"])
export type GameDisplay = typeof GameDisplay.Type

/** A visitor: the login popup opens ("you are not logged in, please login"). */
export const NeedsLogin = Schema.TaggedStruct("NeedsLogin", {})

/** A trial member (type 4): the real-account warning ("need a real account"). */
export const RefusedTrial = Schema.TaggedStruct("RefusedTrial", {})

/** A page of the portal opens: a category page, or a vendor's page with the vendor set (/fish, /pvp, /rng...). */
export const OpenPage = Schema.TaggedStruct("OpenPage", {
  path: Schema.String,
  vendor: Schema.optional(Schema.String),
})

/** A VASSALAGE vendor: the popup list of its games opens. */
export const OpenGameList = Schema.TaggedStruct("OpenGameList", { vendor: Schema.String })

/** A game starts through the GLS launch: a loader, then `display`. */
export const StartGame = Schema.TaggedStruct("StartGame", {
  vendor: Schema.String,
  gameId: Schema.optional(Schema.String),
  roomId: Schema.optional(Schema.String),
  nodeId: Schema.optional(Schema.String),
  display: GameDisplay,
})

/** The lottery starts through the lottery launch, shown on its page. */
export const StartLottery = Schema.TaggedStruct("StartLottery", {
  vendor: Schema.optional(Schema.String),
  prizeMode: Schema.String,
  gameCode: Schema.optional(Schema.String),
  path: LotteryPath,
})

/**
 * A slot starts for fun (free play, `accountType: 0`): on play money of the game's own, so anyone may, a visitor or a
 * trial member included; it shows on the /game page.
 */
export const StartFun = Schema.TaggedStruct("StartFun", {
  vendor: Schema.String,
  gameId: Schema.optional(Schema.String),
  nodeId: Schema.optional(Schema.String),
})

/** The outcome of the launch rules. */
export const LaunchDecision = Schema.Union([
  NeedsLogin,
  RefusedTrial,
  OpenPage,
  OpenGameList,
  StartGame,
  StartLottery,
  StartFun,
])
export type LaunchDecision = typeof LaunchDecision.Type

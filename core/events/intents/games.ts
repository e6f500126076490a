/**
 * What the person did in the games area (spec section 4 "Game launch"), and what a games workflow states before a
 * call whose answer does not repeat the request (README, Decisions: the reducer learns it from an intent).
 */
import * as Schema from "effect/Schema"
import { GamesQuery } from "../../model/GamesQuery.ts"
import { LaunchDecision } from "../../model/LaunchDecision.ts"

/** A lobby asks for a page of games (a vendor, a type, a search within the lobby). */
export const GamesRequested = Schema.TaggedStruct("GamesRequested", { query: GamesQuery })

/** The person marks (`favourite: true`) or unmarks a game; the add or remove call follows. */
export const FavouriteChangeRequested = Schema.TaggedStruct("FavouriteChangeRequested", {
  nodeId: Schema.String,
  favourite: Schema.Boolean,
})

/** The launch rules decided what a pick comes to (spec section 4 "Game launch"). */
export const LaunchDecided = Schema.TaggedStruct("LaunchDecided", { decision: LaunchDecision })

/** The person left the launch: closed the game list, the warning, the game page or its window. */
export const LaunchDismissed = Schema.TaggedStruct("LaunchDismissed", {})

/** Which list of opened lottery numbers the next answer fills: the home's popular 20 or the full 100. */
export const LotteryListRequested = Schema.TaggedStruct("LotteryListRequested", {
  list: Schema.Literals(["popular", "full"]),
})

/** The launch CDN of the visit, picked from the status answer's `launchGameCDNs` (core/model/LaunchCdn.ts). */
export const LaunchCdnPicked = Schema.TaggedStruct("LaunchCdnPicked", { cdn: Schema.String })

export const gamesIntents = [
  GamesRequested,
  FavouriteChangeRequested,
  LaunchDecided,
  LaunchDismissed,
  LotteryListRequested,
  LaunchCdnPicked,
] as const
export type GamesIntent = (typeof gamesIntents)[number]["Type"]

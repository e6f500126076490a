/**
 * Mission activity of the member centre (spec section 2 `missionLeaderboard`, a count badge when open missions exist;
 * wire notes 6a `MCSFE_getMissionSummaryDetails`, `MCSFE_getMissionLeaderboard`): the missions with their progress and
 * reward, the leaderboard, and claiming a completed mission's reward. Field names are our choice.
 */
import * as Schema from "effect/Schema"
import { Id } from "./Id.ts"
import { NumberLike } from "./NumberLike.ts"
import { Amount, Items, Num, Text, Time } from "./Optional.ts"

/** Where a mission stands. */
export const MissionStatus = Schema.Literals(["OPEN", "COMPLETED", "CLAIMED", "EXPIRED"])
export type MissionStatus = typeof MissionStatus.Type

/** A mission: progress towards a target, a reward. */
export const Mission = Schema.Struct({
  missionId: Id,
  name: Schema.String,
  description: Text,
  progress: Num,
  target: Num,
  reward: Amount,
  status: MissionStatus,
  endTime: Time,
})
export type Mission = typeof Mission.Type

/** `value` of `MCSFE_getMissionSummaryDetails`. */
export const MissionSummary = Schema.Struct({ list: Items(Mission) })
export type MissionSummary = typeof MissionSummary.Type

/** A leaderboard row. */
export const LeaderboardRow = Schema.Struct({
  rank: NumberLike,
  account: Schema.String,
  score: Num,
  reward: Amount,
})
export type LeaderboardRow = typeof LeaderboardRow.Type

/** `value` of `MCSFE_getMissionLeaderboard`. */
export const MissionLeaderboard = Schema.Struct({ list: Items(LeaderboardRow) })
export type MissionLeaderboard = typeof MissionLeaderboard.Type

/** Body of claiming a mission's reward. */
export const MissionClaimRequest = Schema.Struct({ missionId: Id })
export type MissionClaimRequest = typeof MissionClaimRequest.Type

/** Open missions: still running or completed but not claimed. */
export const isOpen = (m: Mission): boolean => m.status === "OPEN" || m.status === "COMPLETED"

/** A completed mission's reward can be claimed. */
export const isClaimable = (m: Mission): boolean => m.status === "COMPLETED"

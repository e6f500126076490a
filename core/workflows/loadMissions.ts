/**
 * Loads mission activity (spec section 2 `missionLeaderboard`; wire notes 6a `MCSFE_getMissionSummaryDetails`,
 * `MCSFE_getMissionLeaderboard`): the missions with their progress, then the leaderboard. Open missions count on the
 * menu's badge.
 */
import * as Effect from "effect/Effect"
import { points } from "../contract/api/points.ts"
import { call } from "./call.ts"
import { requireRealMember } from "./guard.ts"

/** The missions and the leaderboard. */
export const loadMissions = Effect.gen(function* () {
  yield* requireRealMember("claimMission")
  const summary = yield* call(points.missionSummary, {})
  const leaderboard = yield* call(points.missionLeaderboard, {})
  return { summary, leaderboard }
})

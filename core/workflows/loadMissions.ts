/**
 * Loads mission activity (spec section 2 `missionLeaderboard`; wire notes 6a `MCSFE_getMissionSummaryDetails`,
 * `MCSFE_getMissionLeaderboard`): the missions with their progress, then the leaderboard. Open missions count on the
 * menu's badge.
 */
import * as Effect from "effect/Effect"
import { Api } from "../contract/Api.ts"
import { call } from "./call.ts"
import { requireRealMember } from "./guard.ts"

/** The missions and the leaderboard. */
export const loadMissions = Effect.gen(function* () {
  yield* requireRealMember("claimMission")
  const summary = yield* call(Api.missionSummary, {})
  const leaderboard = yield* call(Api.missionLeaderboard, {})
  return { summary, leaderboard }
})

/**
 * Mission activity of the member centre (spec section 2 `missionLeaderboard`): the missions with their progress and
 * the leaderboard, and claiming a completed mission's reward (core sends it with an idempotency key and refreshes the
 * balance; the form hears how it ended).
 */

import * as ClaimMission from "../../core/workflows/claimMission.ts"
import * as LoadMissions from "../../core/workflows/loadMissions.ts"
import { attempt, run } from "../app/runtime.ts"
import { type AccountOutcome, outcomeOf } from "./accountOutcome.ts"

/** Loads the missions and the leaderboard. */
export const loadMissionActivity = async (): Promise<void> => {
  await run(LoadMissions.loadMissions)
}

/** Claims a completed mission's reward. */
export const claimMissionReward = async (missionId: string): Promise<AccountOutcome> => {
  return outcomeOf(await attempt(ClaimMission.claimMission(missionId)))
}

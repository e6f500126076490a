/**
 * Claims a completed mission's reward (spec section 2 mission activity; our call). Only a completed, unclaimed
 * mission. The reward is credited, so the call carries an idempotency key kept until the platform answers; the
 * balance is refreshed after.
 */
import * as Effect from "effect/Effect"
import { points } from "../contract/api/points.ts"
import { isClaimable } from "../model/Mission.ts"
import { state } from "../store/EventLog.ts"
import { call } from "./call.ts"
import { refuseAction, requireRealMember } from "./guard.ts"
import { submitMoney } from "./moneyKey.ts"
import { refreshBalanceQuietly } from "./refreshBalance.ts"

/** Claims the reward of the mission with this id. */
export const claimMission = (missionId: string) =>
  Effect.gen(function* () {
    yield* requireRealMember("claimMission")
    const mission = (yield* state).promotions.missions.find((m) => m.missionId === missionId)
    if (mission === undefined || !isClaimable(mission)) return yield* refuseAction("claimMission", "not_claimable")
    const key = yield* submitMoney("claimMission", (k) => ({ _tag: "MissionClaimRequested", key: k, missionId }))
    yield* call(points.claimMission, { missionId }, { idempotencyKey: key })
    yield* refreshBalanceQuietly
  })

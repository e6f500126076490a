/**
 * Loads the VIP levels (spec section 2 `/vip`, open to visitors) and, for a member with a label, the rank progress of
 * the member centre's `playerRank` page (wire notes 6b `MCSFE_getPlayerRankProgress`).
 */
import * as Effect from "effect/Effect"
import { points } from "../contract/api/points.ts"
import { memberCentrePageShown } from "../permissions/memberCentre.ts"
import { isRealMember } from "../permissions/roles.ts"
import { state } from "../store/EventLog.ts"
import { call } from "./call.ts"

/** The VIP levels. */
export const loadVipLevels = call(points.vipLevels, {})

/** The member's progress to the next level; undefined when the member has no rank to show. */
export const loadRankProgress = Effect.gen(function* () {
  const s = yield* state
  if (!isRealMember(s) || !memberCentrePageShown(s, "playerRank")) return undefined
  return yield* call(points.playerRankProgress, {})
})

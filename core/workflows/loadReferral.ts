/**
 * Loads the member's referral page (spec section 2: "referral (shown if referral promotion enabled)"): nothing is
 * sent while the referral promotion is off.
 */
import * as Effect from "effect/Effect"
import { points } from "../contract/api/points.ts"
import { referralOn } from "../permissions/memberCentre.ts"
import { state } from "../store/EventLog.ts"
import { call } from "./call.ts"
import { refuseAction, requireRealMember } from "./guard.ts"

/** The referral code, link, friends and rewards. */
export const loadReferral = Effect.gen(function* () {
  yield* requireRealMember("referral")
  if (!referralOn(yield* state)) return yield* refuseAction("referral", "referral_off")
  return yield* call(points.referral, {})
})

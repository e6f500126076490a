/**
 * Loads the member's promotions (spec section 4 activity statuses; wire notes 6b): the promotions available by type
 * (`MCSFE_getAvailablePromotions`: MISSION and REFERRAL decide the member centre's mission and referral pages) and
 * the promotion list of the reward centre.
 */
import * as Effect from "effect/Effect"
import { points } from "../contract/api/points.ts"
import { call } from "./call.ts"
import { requireRealMember } from "./guard.ts"

/** The promotions available to the member, by type. */
export const loadAvailablePromotions = Effect.gen(function* () {
  yield* requireRealMember("applyPromotion")
  return yield* call(points.availablePromotions, {})
})

/** The promotion list, in a language when given. */
export const loadPromotionList = (language?: string) =>
  Effect.gen(function* () {
    yield* requireRealMember("applyPromotion")
    return yield* call(points.promotions, language === undefined ? {} : { language })
  })

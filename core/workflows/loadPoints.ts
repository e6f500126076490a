/**
 * Loads the points mall (spec section 7: `MCS2_getPointBalance`, `MCS2_getPointReward`, `MCS2_getPointConfig`): the
 * points balance, a page of rewards, the conversion rates by product. Points never expire (spec section 9).
 */
import * as Effect from "effect/Effect"
import { points } from "../contract/api/points.ts"
import { defaultPageSize } from "../model/Page.ts"
import { emit } from "../store/EventLog.ts"
import { call } from "./call.ts"
import { requireRealMember } from "./guard.ts"

/** The points balance. */
export const loadPointBalance = Effect.gen(function* () {
  yield* requireRealMember("redeemPoints")
  return yield* call(points.pointBalance, {})
})

/** A page of rewards, optionally of one type. */
export const loadPointRewards = (
  query: { readonly page?: number; readonly size?: number; readonly type?: string } = {},
) =>
  Effect.gen(function* () {
    yield* requireRealMember("redeemPoints")
    const page = Math.max(1, Math.trunc(query.page ?? 1))
    const size = Math.max(1, Math.trunc(query.size ?? defaultPageSize))
    const type = query.type === undefined || query.type === "" ? {} : { type: query.type }
    yield* emit({ _tag: "PointRewardsQueried", page, size, ...type })
    return yield* call(points.pointRewards, { page, size, ...type })
  })

/** The conversion rates: product → points per unit of money. */
export const loadPointConfig = Effect.gen(function* () {
  yield* requireRealMember("convertPoints")
  return yield* call(points.pointConfig, {})
})

/**
 * Claims a raffle prize (spec section 7 `POST MCS2_claimRafflePromotion`, token). A prize is credited, so the call
 * carries an idempotency key kept until the platform answers; the balance is refreshed after.
 */
import * as Effect from "effect/Effect"
import { points } from "../contract/api/points.ts"
import { call } from "./call.ts"
import { requireRealMember } from "./guard.ts"
import { submitMoney } from "./moneyKey.ts"
import { refreshBalanceQuietly } from "./refreshBalance.ts"

/** Claims the raffle (of a promotion, when the page names one); what was won. */
export const claimRaffle = (promotionId?: string) =>
  Effect.gen(function* () {
    yield* requireRealMember("claimRaffle")
    const key = yield* submitMoney("claimRaffle", (k) => ({ _tag: "RaffleClaimRequested", key: k }))
    const prize = yield* call(points.claimRaffle, promotionId === undefined ? {} : { promotionId }, {
      idempotencyKey: key,
    })
    yield* refreshBalanceQuietly
    return prize
  })

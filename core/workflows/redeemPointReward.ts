/**
 * Redeems a reward of the points mall (spec section 7 `passwordCheck/MCS2_redeemPointReward`: rewardId, quantity,
 * redeemType, password, province, remarks; encrypted), confirmed by the login password. The reward must be on the
 * page shown, in stock for the quantity, and within the points balance. The call carries an idempotency key kept
 * until the platform answers (the password never enters an event); the points balance is reloaded after.
 */
import * as Effect from "effect/Effect"
import { points } from "../contract/api/points.ts"
import { redeemRefusal, rewardIdOf } from "../model/PointsMall.ts"
import { call } from "./call.ts"
import { refuseAction, refuseIf, requireRealMember } from "./guard.ts"
import { submitMoney } from "./moneyKey.ts"

/** What the redeem form sends. */
export interface RedeemForm {
  readonly rewardId: string
  readonly quantity: number
  readonly redeemType: string
  readonly password: string
  readonly province?: string
  readonly remarks?: string
}

/** Checks and sends a redemption. */
export const redeemPointReward = (form: RedeemForm) =>
  Effect.gen(function* () {
    const s = yield* requireRealMember("redeemPoints")
    const reward = s.points.rewards.rows.find((r) => rewardIdOf(r) === form.rewardId)
    if (reward === undefined) return yield* refuseAction("redeemPoints", "unknown_reward")
    yield* refuseIf("redeemPoints", redeemRefusal(reward, form.quantity, s.points.balance, form.password))
    const key = yield* submitMoney("redeemPointReward", (k) => ({
      _tag: "PointsRedeemRequested",
      key: k,
      rewardId: form.rewardId,
      quantity: form.quantity,
      redeemType: form.redeemType,
    }))
    yield* call(
      points.redeemPointReward,
      {
        rewardId: form.rewardId,
        quantity: form.quantity,
        redeemType: form.redeemType,
        password: form.password,
        province: form.province ?? "",
        remarks: form.remarks ?? "",
      },
      { idempotencyKey: key },
    )
    yield* Effect.ignore(call(points.pointBalance, {}))
  })

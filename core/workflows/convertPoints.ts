/**
 * Converts points to money (spec section 7 `passwordCheck/MCS2_convertPoint`: amount, password; encrypted), confirmed
 * by the login password, within the points balance. The call carries an idempotency key kept until the platform
 * answers; the points balance and the money balance are reloaded after.
 */
import * as Effect from "effect/Effect"
import { points } from "../contract/api/points.ts"
import { convertRefusal } from "../model/PointsMall.ts"
import { state } from "../store/EventLog.ts"
import { call } from "./call.ts"
import { refuseIf, requireRealMember } from "./guard.ts"
import { submitMoney } from "./moneyKey.ts"
import { refreshBalanceQuietly } from "./refreshBalance.ts"

/** Checks and sends a conversion of `amount` points. */
export const convertPoints = (form: { readonly amount: number; readonly password: string }) =>
  Effect.gen(function* () {
    yield* requireRealMember("convertPoints")
    yield* refuseIf("convertPoints", convertRefusal(form.amount, (yield* state).points.balance, form.password))
    const key = yield* submitMoney("convertPoint", (k) => ({
      _tag: "PointsConvertRequested",
      key: k,
      amount: form.amount,
    }))
    yield* call(points.convertPoint, form, { idempotencyKey: key })
    yield* Effect.ignore(call(points.pointBalance, {}))
    yield* refreshBalanceQuietly
  })

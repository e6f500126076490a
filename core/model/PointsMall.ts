/**
 * The points mall (spec sections 3 and 4; wire notes section 4 "points", "point rewards", "redeem", "convert",
 * "redeem list / config"): the points balance (a plain number), the rewards on offer, redeeming a reward and
 * converting points to money (both confirmed by the login password), the redeem history and the conversion rates.
 * Points never expire (spec section 9). Redeem statuses: in process, rejected, approved (spec section 4).
 */
import * as Schema from "effect/Schema"
import { Id, OptionalId } from "./Id.ts"
import { NumberLike } from "./NumberLike.ts"
import { Amount, Num, Text, Time } from "./Optional.ts"
import { Page, PageRequest, RangePageRequest } from "./Page.ts"

/** `value` of `MCS2_getPointBalance`: a number (wire notes section 2). */
export const PointBalance = NumberLike
export type PointBalance = typeof PointBalance.Type

/** Query of `MCS2_getPointReward`. */
export const PointRewardsRequest = Schema.Struct({
  ...PageRequest,
  type: Schema.optionalKey(Schema.String),
})
export type PointRewardsRequest = typeof PointRewardsRequest.Type

/** A reward of the mall: its price in points, its cash value, what is left, its units. */
export const PointReward = Schema.Struct({
  id: OptionalId,
  rewardId: OptionalId,
  name: Text,
  rewardName: Text,
  points: NumberLike,
  amount: Amount,
  quantity: Num,
  status: Schema.optional(Schema.NullOr(Schema.Union([Schema.String, Schema.Finite]))),
  remark: Text,
  units: Text,
  imageUrl: Text,
  type: Text,
  redeemType: Text,
})
export type PointReward = typeof PointReward.Type

/** `value` of `MCS2_getPointReward`: `list[]`, `totalPages`. */
export const PointRewards = Page(PointReward)
export type PointRewards = typeof PointRewards.Type

/**
 * Whether a reward is on offer: the platform keeps a reward it withdrew in the list with a status other than
 * ACTIVE (a sold-out one stays on offer: its stock says why it cannot be redeemed). No status means on offer.
 */
export const rewardOnOffer = (r: PointReward): boolean =>
  r.status == null || ["ACTIVE", "SOLD_OUT", "1"].includes(String(r.status).toUpperCase())

/** The id to redeem a reward by (`rewardId`, else `id`). */
export const rewardIdOf = (r: PointReward): string | undefined => r.rewardId ?? r.id ?? undefined

/** Body of `passwordCheck/MCS2_redeemPointReward` (encrypted; `password` is the login password, a secret). */
export const RedeemRequest = Schema.Struct({
  rewardId: Id,
  quantity: NumberLike,
  redeemType: Schema.String,
  password: Schema.String,
  province: Schema.String,
  remarks: Schema.String,
})
export type RedeemRequest = typeof RedeemRequest.Type

/** Body of `passwordCheck/MCS2_convertPoint` (encrypted): points to convert, the login password. */
export const ConvertRequest = Schema.Struct({ amount: NumberLike, password: Schema.String })
export type ConvertRequest = typeof ConvertRequest.Type

/** Query of `MCS2_getRedeemPointList`. */
export const RedeemListRequest = Schema.Struct({
  ...RangePageRequest,
  status: Schema.optionalKey(Schema.String),
})
export type RedeemListRequest = typeof RedeemListRequest.Type

/** A row of the redeem history. */
export const RedeemRecord = Schema.Struct({
  id: OptionalId,
  rewardName: Text,
  points: Num,
  amount: Amount,
  quantity: Num,
  status: Schema.optional(Schema.NullOr(Schema.Union([Schema.String, Schema.Finite]))),
  remarks: Text,
  createTime: Time,
})
export type RedeemRecord = typeof RedeemRecord.Type

/** `value` of `MCS2_getRedeemPointList`. */
export const RedeemList = Page(RedeemRecord)
export type RedeemList = typeof RedeemList.Type

/** `value` of `MCS2_getPointConfig`: product → points per unit of money (wire notes section 4). */
export const PointConfig = Schema.Record(Schema.String, NumberLike)
export type PointConfig = typeof PointConfig.Type

/** The redeem statuses of spec section 4. */
export type RedeemStatus = "inProcess" | "rejected" | "approved"

const inProcess = new Set(["P", "PENDING", "PROCESS", "PROCESSING", "IN_PROCESS", "INPROCESS", "0"])
const approved = new Set(["A", "APPROVED", "SUCCESS", "1"])
const rejected = new Set(["R", "REJECTED", "FAILED", "2"])

/** The redeem status of a wire status (letter, word or code); undefined when the platform sent something else. */
export const redeemStatusOf = (status: string | number | null | undefined): RedeemStatus | undefined => {
  const s = String(status ?? "").toUpperCase()
  return inProcess.has(s) ? "inProcess" : approved.has(s) ? "approved" : rejected.has(s) ? "rejected" : undefined
}

/** Why a redeem or conversion cannot be sent. */
export type PointsRefusal = "points_not_enough" | "quantity_invalid" | "amount_below_min" | "input_required"

/** The first reason a redeem cannot go: a whole positive quantity in stock, enough points, the password. */
export const redeemRefusal = (
  reward: PointReward,
  quantity: number,
  balance: number | undefined,
  password: string,
): PointsRefusal | undefined => {
  if (!Number.isInteger(quantity) || quantity < 1) return "quantity_invalid"
  if (reward.quantity != null && quantity > reward.quantity) return "quantity_invalid"
  if ((balance ?? 0) < reward.points * quantity) return "points_not_enough"
  return password === "" ? "input_required" : undefined
}

/** The first reason a conversion cannot go: a positive number of points, no more than held, the password. */
export const convertRefusal = (
  amount: number,
  balance: number | undefined,
  password: string,
): PointsRefusal | undefined =>
  !(amount > 0)
    ? "amount_below_min"
    : (balance ?? 0) < amount
      ? "points_not_enough"
      : password === ""
        ? "input_required"
        : undefined

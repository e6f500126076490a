/**
 * The points mall (spec sections 3, 4 and 7; wire notes section 4): the points balance (a number), the rewards on
 * offer, the rates, redeeming a reward and converting points to cash (both encrypted and confirmed by the login
 * password, as core's PointsMall model says), and the redeem history.
 *
 * On the ledger, points live in the member's `POINTS` account against the house's: a redemption pays the reward's
 * points back to the house and takes the stock (one transaction, the reward's row locked), leaving a redeem record in
 * process (`P`) that the sandbox reviews `reviewDelayMs` later: approved (`A`), a CASH reward then credited to the
 * main wallet from the house's bonus account (`R`, rejected with the points refunded, is only seeded). A conversion
 * is one entry: points to the house, the same value in cash (pointRates.ts) from the house's bonus to the main wallet.
 */

import type { Api } from "../../core/contract/Api.ts"
import { gatewayCodes, moneyCodes } from "../../core/contract/ErrorCode.ts"
import { seededText } from "../content/seededTexts.ts"
import type { Database } from "../db/Database.ts"
import { portalTime } from "../games/portalTime.ts"
import { ApiError } from "../http/ApiError.ts"
import type { Handler } from "../http/Context.ts"
import { once } from "../ledger/idempotency.ts"
import { balanceOf, House, main, points } from "../ledger/ledger.ts"
import { callerOf, realMember } from "./callers.ts"
import { dayBounds } from "./dates.ts"
import { settleDueRows } from "./dueRows.ts"
import { postAt, transferAt } from "./entries.ts"
import { rowId } from "./ids.ts"
import { pageAnswer, pagingOf } from "./paging.ts"
import { checkLoginPassword } from "./paymentPassword.ts"
import { centsPerPoint, pointConfig as rates } from "./pointRates.ts"
import { accruePoints } from "./pointsAccrual.ts"
import { ms, num } from "./rows.ts"
import { boundedText } from "./texts.ts"

/** How long after a redemption the sandbox reviews it. */
export const reviewDelayMs = 10_000

/** Most of one reward in one redemption. */
export const maxRedeemQuantity = 99

/** Fewest points a conversion takes (1.00 of cash). */
export const minConvertPoints = 10

const notEnough = (e: unknown) => {
  if (e instanceof ApiError && e.errorCode === moneyCodes.balanceNotEnough)
    throw new ApiError(400, moneyCodes.pointsNotEnough, "You do not have enough points")
  throw e
}

export const pointBalance: Handler<Api["pointBalance"]> = async (ctx) => {
  const caller = callerOf(ctx)
  await accruePoints(ctx.services.db, caller.memberId, ctx.now)
  return balanceOf(ctx.services.db, points(caller.memberId))
}

export const pointConfig: Handler<Api["pointConfig"]> = async (ctx) => {
  callerOf(ctx)
  return rates()
}

const rewardTypes = new Set(["CASH", "GOODS"])

/** A row of `point_rewards` as the database gives it (numbers may come as text). */
interface RewardRow {
  readonly id: unknown
  readonly name: string
  readonly type: string
  readonly points: unknown
  readonly amount: unknown
  readonly quantity: unknown
  readonly status: string
  readonly remark: string | null
  readonly units: string
  readonly image_url: string | null
}

export const pointRewards: Handler<Api["pointRewards"]> = async (ctx, request) => {
  callerOf(ctx)
  const paging = pagingOf(request)
  const type = request.type?.trim().toUpperCase() || null
  if (type !== null && !rewardTypes.has(type)) throw new ApiError(400, gatewayCodes.badRequest, "type: CASH or GOODS")
  const db = ctx.services.db
  const [count] = await db.query<{ n: unknown }>(
    "select count(*) as n from point_rewards where ($1::text is null or type = $1)",
    [type],
  )
  const rows = await db.query<RewardRow>(
    "select * from point_rewards where ($1::text is null or type = $1) order by sort, id limit $2 offset $3",
    [type, paging.size, paging.offset],
  )
  return pageAnswer(
    rows.map((r) => ({
      id: String(num(r.id)),
      rewardId: String(num(r.id)),
      name: seededText(ctx.language, r.name),
      rewardName: seededText(ctx.language, r.name),
      points: num(r.points),
      amount: num(r.amount),
      quantity: num(r.quantity),
      status: r.status === "ACTIVE" && num(r.quantity) === 0 ? "SOLD_OUT" : r.status,
      remark: seededText(ctx.language, r.remark),
      units: seededText(ctx.language, r.units),
      imageUrl: r.image_url,
      type: r.type,
      redeemType: r.type,
    })),
    num(count?.n),
    paging,
  )
}

export const redeemPointReward: Handler<Api["redeemPointReward"]> = async (ctx, request) => {
  const caller = realMember(ctx)
  const rewardId = rowId("rewardId", request.rewardId)
  const quantity = request.quantity
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > maxRedeemQuantity)
    throw new ApiError(400, moneyCodes.quantityInvalid, `quantity: a whole number from 1 to ${maxRedeemQuantity}`)
  const redeemType = boundedText("redeemType", request.redeemType, 32).toUpperCase()
  const province = boundedText("province", request.province, 60) || null
  const remarks = boundedText("remarks", request.remarks, 200) || null
  const db = ctx.services.db
  await checkLoginPassword(db, caller.memberId, request.password, ctx.now)
  await accruePoints(db, caller.memberId, ctx.now)
  return once(
    db,
    {
      key: ctx.idempotencyKey!,
      memberId: caller.memberId,
      endpoint: "redeemPointReward",
      request: { rewardId, quantity, redeemType, province, remarks },
    },
    async (tx) => {
      const [reward] = await tx.query<Pick<RewardRow, "name" | "type" | "points" | "amount" | "quantity" | "status">>(
        "select name, type, points, amount, quantity, status from point_rewards where id = $1 for update",
        [rewardId],
      )
      if (reward === undefined) throw new ApiError(400, moneyCodes.rewardNotFound, "rewardId: no such reward")
      if (reward.status !== "ACTIVE")
        throw new ApiError(400, moneyCodes.rewardUnavailable, "This reward is not on offer")
      if (redeemType !== "" && redeemType !== reward.type)
        throw new ApiError(400, gatewayCodes.badRequest, `redeemType: this reward is ${reward.type}`)
      if (num(reward.quantity) < quantity)
        throw new ApiError(400, moneyCodes.rewardSoldOut, `Only ${num(reward.quantity)} left of this reward`)
      const cost = num(reward.points) * quantity
      await postAt(tx, ctx.now, {
        kind: "points.redeem",
        memberId: caller.memberId,
        meta: { title: `${reward.name} x${quantity}`, rewardId: String(rewardId) },
        postings: [
          { account: points(caller.memberId), amount: -cost },
          { account: House.points, amount: cost },
        ],
      }).catch(notEnough)
      await tx.query("update point_rewards set quantity = quantity - $2 where id = $1", [rewardId, quantity])
      await tx.query(
        `insert into point_redeems (member_id, reward_id, reward_name, reward_type, points, amount, quantity, status,
           province, remarks, created_at, due_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, 'P', $8, $9, $10, $11, $10)`,
        [
          caller.memberId,
          rewardId,
          reward.name,
          reward.type,
          cost,
          num(reward.amount) * quantity,
          quantity,
          province,
          remarks,
          new Date(ctx.now),
          new Date(ctx.now + reviewDelayMs),
        ],
      )
      return null
    },
  )
}

export const convertPoint: Handler<Api["convertPoint"]> = async (ctx, request) => {
  const caller = realMember(ctx)
  const amount = request.amount
  if (!Number.isInteger(amount) || amount < minConvertPoints || amount > 1e12)
    throw new ApiError(400, moneyCodes.amountInvalid, `amount: a whole number of points, at least ${minConvertPoints}`)
  const db = ctx.services.db
  await checkLoginPassword(db, caller.memberId, request.password, ctx.now)
  await accruePoints(db, caller.memberId, ctx.now)
  return once(
    db,
    { key: ctx.idempotencyKey!, memberId: caller.memberId, endpoint: "convertPoint", request: { amount } },
    async (tx) => {
      const cash = amount * centsPerPoint
      await postAt(tx, ctx.now, {
        kind: "points.convert",
        memberId: caller.memberId,
        meta: { points: amount, title: "Points converted to cash" },
        postings: [
          { account: points(caller.memberId), amount: -amount },
          { account: House.points, amount },
          { account: House.bonus, amount: -cash },
          { account: main(caller.memberId), amount: cash },
        ],
      }).catch(notEnough)
      return null
    },
  )
}

const redeemStatuses: Readonly<Record<string, string>> = {
  P: "P",
  PENDING: "P",
  PROCESS: "P",
  IN_PROCESS: "P",
  INPROCESS: "P",
  A: "A",
  APPROVED: "A",
  R: "R",
  REJECTED: "R",
}

export const redeemPointList: Handler<Api["redeemPointList"]> = async (ctx, request) => {
  const caller = callerOf(ctx)
  const bounds = dayBounds(request)
  const paging = pagingOf(request)
  const wanted = request.status?.trim().toUpperCase() || undefined
  const status = wanted === undefined ? null : redeemStatuses[wanted]
  if (status === undefined)
    throw new ApiError(400, gatewayCodes.badRequest, "status: P (in process), A (approved) or R")
  const where = "member_id = $1 and created_at >= $2 and created_at < $3 and ($4::text is null or status = $4)"
  const params = [caller.memberId, new Date(bounds.from), new Date(bounds.to), status]
  const db = ctx.services.db
  const [count] = await db.query<{ n: unknown }>(`select count(*) as n from point_redeems where ${where}`, params)
  const rows = await db.query<{
    id: unknown
    reward_name: string
    points: unknown
    amount: unknown
    quantity: unknown
    status: string
    remarks: string | null
    created_at: unknown
  }>(`select * from point_redeems where ${where} order by created_at desc, id desc limit $5 offset $6`, [
    ...params,
    paging.size,
    paging.offset,
  ])
  return pageAnswer(
    rows.map((r) => ({
      id: String(num(r.id)),
      rewardName: seededText(ctx.language, r.reward_name),
      points: num(r.points),
      amount: num(r.amount),
      quantity: num(r.quantity),
      status: r.status,
      remarks: seededText(ctx.language, r.remarks),
      createTime: portalTime(ms(r.created_at)!),
    })),
    num(count?.n),
    paging,
  )
}

/** Approves every redemption due by `now`; a CASH reward's value is credited to the main wallet. */
export const reviewDueRedeems = (db: Database, now: number): Promise<number> =>
  settleDueRows<{ id: unknown; member_id: unknown; reward_name: string; reward_type: string; amount: unknown }>(
    db,
    now,
    `select id, member_id, reward_name, reward_type, amount from point_redeems where status = 'P' and due_at <= $1
      order by due_at, id limit 200 for update skip locked`,
    async (tx, r) => {
      const memberId = num(r.member_id)
      if (r.reward_type === "CASH" && num(r.amount) > 0)
        await transferAt(tx, now, "bonus.points", memberId, House.bonus, main(memberId), num(r.amount), {
          title: r.reward_name,
          redeemId: String(r.id),
        })
      await tx.query("update point_redeems set status = 'A', updated_at = $2 where id = $1", [r.id, new Date(now)])
    },
  )

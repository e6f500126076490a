import { describe, expect, it } from "vitest"
import { memberState } from "../../workflows/memberTestKit.ts"
import { reduce, replay } from "../State.ts"
import { initialPoints } from "./points.ts"

describe("points slice", () => {
  const s0 = memberState()

  it("loads the balance, the config and a page of rewards", () => {
    const s = replay(
      [
        { _tag: "PointBalanceLoaded", value: 1520 },
        { _tag: "PointConfigLoaded", value: { LIVE: 1 } },
        { _tag: "PointRewardsQueried", page: 2, size: 10 },
        { _tag: "PointRewardsLoaded", value: { list: [{ rewardId: "7", points: 100 }], totalPages: 3 } },
      ],
      s0,
    ).points
    expect(s.balance).toBe(1520)
    expect(s.config).toEqual({ LIVE: 1 })
    expect(s.rewards).toMatchObject({ page: 2, size: 10, totalPages: 3, loading: false })
    expect(s.rewards.rows).toHaveLength(1)
  })
  it("keeps the same slice when the balance does not change", () => {
    const s = reduce(s0, { _tag: "PointBalanceLoaded", value: 5 })
    expect(reduce(s, { _tag: "PointBalanceLoaded", value: 5 }).points).toBe(s.points)
  })
  it("follows a redemption and a conversion to their outcome", () => {
    const s = replay(
      [
        { _tag: "PointsRedeemRequested", key: "r", rewardId: "7", quantity: 2, redeemType: "ITEM" },
        { _tag: "PointRewardRedeemed", value: null },
        { _tag: "PointsConvertRequested", key: "c", amount: 300 },
        {
          _tag: "CallFailed",
          endpoint: "convertPoint",
          status: 400,
          errorCode: "password.wrong",
          message: "Wrong",
          captcha: false,
        },
      ],
      s0,
    ).points
    expect(s.redeem).toEqual({ inFlight: undefined, done: { rewardId: "7", quantity: 2 }, error: undefined })
    expect(s.convert).toEqual({
      inFlight: undefined,
      done: undefined,
      error: { errorCode: "password.wrong", message: "Wrong" },
    })
  })
  it("resets when the session ends", () => {
    const s = reduce(s0, { _tag: "PointBalanceLoaded", value: 5 })
    expect(reduce(s, { _tag: "SessionEnded", endpoint: "status", errorCode: "x", message: "" }).points).toBe(
      initialPoints,
    )
  })
})

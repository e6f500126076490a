import { describe, expect, it } from "vitest"
import { replay } from "../state/State.ts"
import { memberRuntime, memberState, runInTurn } from "./memberTestKit.ts"
import { redeemPointReward } from "./redeemPointReward.ts"
import { ok } from "./testRuntime.ts"

const state = replay(
  [
    { _tag: "PointBalanceLoaded", value: 1000 },
    { _tag: "PointRewardsLoaded", value: { list: [{ rewardId: "7", points: 300, quantity: 5 }] } },
  ],
  memberState(),
)
const form = { rewardId: "7", quantity: 2, redeemType: "ITEM", password: "secret1" }

describe("redeemPointReward", () => {
  it("sends the redemption with the wire notes' fields and a key, then reloads the points", async () => {
    const rt = memberRuntime(state, { answers: { redeemPointReward: ok(), pointBalance: ok(400) } })
    await rt.run(redeemPointReward(form))
    expect(rt.requests[0]).toMatchObject({
      body: { rewardId: "7", quantity: 2, redeemType: "ITEM", password: "secret1", province: "", remarks: "" },
      idempotencyKey: "key-1",
    })
    expect(rt.tags()).toEqual(["PointsRedeemRequested", "PointRewardRedeemed", "PointBalanceLoaded"])
    expect(JSON.stringify(rt.store.log())).not.toContain("secret1")
    expect(rt.store.state().points).toMatchObject({ balance: 400, redeem: { done: { rewardId: "7", quantity: 2 } } })
  })
  it("sends a double submit with the same key while unanswered", async () => {
    const rt = memberRuntime(state, { answers: { redeemPointReward: ["network", ok()], pointBalance: ok(400) } })
    await rt.run(redeemPointReward(form))
    await rt.run(redeemPointReward(form))
    expect(rt.sentKeys()).toEqual(["key-1", "key-1"])
  })
  it("refuses more points than held, or an unknown reward", async () => {
    expect(
      await runInTurn(state, [
        redeemPointReward({ ...form, quantity: 4 }),
        redeemPointReward({ ...form, rewardId: "99" }),
      ]),
    ).toEqual({ called: [], reasons: ["points_not_enough", "unknown_reward"] })
  })
})

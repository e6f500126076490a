import { describe, expect, it } from "vitest"
import { loadPointBalance, loadPointConfig, loadPointRewards } from "./loadPoints.ts"
import { memberRuntime, memberState } from "./memberTestKit.ts"
import { ok } from "./testRuntime.ts"

describe("loadPoints", () => {
  it("loads the balance, a page of rewards of a type, and the config", async () => {
    const rt = memberRuntime(memberState(), {
      answers: {
        pointBalance: ok(1520),
        pointRewards: ok({ list: [{ rewardId: 7, points: 100 }], totalPages: 2 }),
        pointConfig: ok({ LIVE: "1.5" }),
      },
    })
    await rt.run(loadPointBalance)
    await rt.run(loadPointRewards({ page: 2, type: "CASH" }))
    await rt.run(loadPointConfig)
    expect(rt.requests.map((r) => r.body)).toEqual([{}, { page: 2, size: 10, type: "CASH" }, {}])
    expect(rt.tags()).toEqual(["PointBalanceLoaded", "PointRewardsQueried", "PointRewardsLoaded", "PointConfigLoaded"])
    const points = rt.store.state().points
    expect(points).toMatchObject({
      balance: 1520,
      config: { LIVE: 1.5 },
      rewards: { page: 2, totalPages: 2, type: "CASH" },
    })
  })
})

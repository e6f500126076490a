import { describe, expect, it } from "vitest"
import { loadMissions } from "./loadMissions.ts"
import { memberRuntime, memberState } from "./memberTestKit.ts"
import { ok } from "./testRuntime.ts"

describe("loadMissions", () => {
  it("loads the missions then the leaderboard", async () => {
    const rt = memberRuntime(memberState(), {
      answers: {
        missionSummary: ok({ list: [{ missionId: 1, name: "Bet", status: "OPEN" }] }),
        missionLeaderboard: ok({ list: [{ rank: 1, account: "bo***", score: 10 }] }),
      },
    })
    await rt.run(loadMissions)
    expect(rt.called()).toEqual(["missionSummary", "missionLeaderboard"])
    expect(rt.store.state().promotions).toMatchObject({ missionsLoaded: true, leaderboard: [{ rank: 1 }] })
  })
})

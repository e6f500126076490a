import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { isClaimable, isOpen, MissionLeaderboard, MissionSummary } from "./Mission.ts"

describe("Mission", () => {
  it("decodes missions and tells open and claimable ones", () => {
    const s = Schema.decodeUnknownSync(MissionSummary)({
      list: [
        { missionId: 1, name: "Bet 1,000", progress: 400, target: "1000", reward: 10, status: "OPEN" },
        { missionId: 2, name: "Deposit", status: "COMPLETED", reward: "5.00" },
        { missionId: 3, name: "Login 7 days", status: "CLAIMED" },
      ],
    })
    expect(s.list?.map(isOpen)).toEqual([true, true, false])
    expect(s.list?.map(isClaimable)).toEqual([false, true, false])
    expect(s.list?.[1]?.reward).toBe(500)
  })
  it("decodes the leaderboard", () => {
    expect(
      Schema.decodeUnknownSync(MissionLeaderboard)({ list: [{ rank: "1", account: "bo***", score: 9000 }] }).list?.[0]
        ?.rank,
    ).toBe(1)
  })
})

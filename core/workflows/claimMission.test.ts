import { describe, expect, it } from "vitest"
import { reduce } from "../state/State.ts"
import { claimMission } from "./claimMission.ts"
import { memberRuntime, memberState } from "./memberTestKit.ts"
import { ok } from "./testRuntime.ts"

const state = reduce(memberState(), {
  _tag: "MissionsLoaded",
  value: {
    list: [
      { missionId: "1", name: "Bet", status: "COMPLETED", reward: 500 },
      { missionId: "2", name: "Login", status: "OPEN" },
    ],
  },
})

describe("claimMission", () => {
  it("claims a completed mission with a key and marks it claimed", async () => {
    const rt = memberRuntime(state, { answers: { claimMission: ok(), balance: ok({ sumBalance: 5 }) } })
    await rt.run(claimMission("1"))
    expect(rt.requests[0]).toMatchObject({ body: { missionId: "1" }, idempotencyKey: "key-1" })
    expect(rt.store.state().promotions.missions.map((m) => m.status)).toEqual(["CLAIMED", "OPEN"])
  })
  it("refuses a mission not yet completed", async () => {
    const rt = memberRuntime(state)
    await rt.run(claimMission("2"))
    expect(rt.store.log()).toEqual([{ _tag: "MemberActionRefused", action: "claimMission", reason: "not_claimable" }])
  })
})

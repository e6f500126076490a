import { describe, expect, it } from "vitest"
import { loadRankProgress, loadVipLevels } from "./loadVip.ts"
import { memberRuntime, memberState } from "./memberTestKit.ts"
import { ok } from "./testRuntime.ts"

describe("loadVip", () => {
  it("loads the VIP levels for anyone", async () => {
    const rt = memberRuntime(memberState({ loggedIn: false }), {
      answers: { vipLevels: ok([{ level: 1, name: "Bronze" }]) },
    })
    await rt.run(loadVipLevels)
    expect(rt.store.state().memberCentre.vipLevels).toEqual([{ level: 1, name: "Bronze" }])
  })
  it("loads the rank progress only for a member with a label", async () => {
    const none = memberRuntime(memberState())
    await none.run(loadRankProgress)
    expect(none.called()).toEqual([])
    const gold = memberRuntime(memberState({ label: "Gold" }), {
      answers: { playerRankProgress: ok({ labelName: "Gold", nextLabelName: "Platinum", nextValidBet: 1000 }) },
    })
    await gold.run(loadRankProgress)
    expect(gold.store.state().memberCentre.rankProgress).toMatchObject({ labelName: "Gold", nextValidBet: 100000 })
  })
})

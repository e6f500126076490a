import { describe, expect, it } from "vitest"
import { fundingOf, historyPlan, historyProfiles } from "./history.ts"
import { evaluate, stakes } from "./slot/machine.ts"

describe("the seeded history", () => {
  for (const profile of historyProfiles) {
    it(`of ${profile.account} wins and loses in equal measure, with real rounds`, () => {
      const plan = historyPlan(profile)
      expect(plan.length).toBeGreaterThanOrEqual(profile.rounds)
      expect(plan.reduce((s, r) => s + r.outcome.payout - r.outcome.stake, 0)).toBe(0)
      for (const r of plan) {
        expect(stakes).toContain(r.outcome.stake)
        expect(r.outcome.stake).toBeLessThanOrEqual(profile.maxStake)
        expect(evaluate(r.outcome.stops, r.outcome.stake)).toEqual(r.outcome)
        expect(profile.vendors).toContain(r.game.vendor)
      }
      expect(plan.some((r) => r.outcome.payout > r.outcome.stake)).toBe(true)
    })
  }
  it("is the same on every seed", () => {
    expect(historyPlan(historyProfiles[0]!)).toEqual(historyPlan(historyProfiles[0]!))
  })
  it("funds a wallet with what its worst stretch needs", () => {
    const plan = historyPlan(historyProfiles[0]!)
    const wallet = plan[0]!.game.accountTypeId
    let balance = fundingOf(plan, wallet)
    for (const r of plan.filter((x) => x.game.accountTypeId === wallet)) {
      expect(balance).toBeGreaterThanOrEqual(r.outcome.stake)
      balance += r.outcome.payout - r.outcome.stake
    }
  })
})

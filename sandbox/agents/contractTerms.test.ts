import { describe, expect, it } from "vitest"
import { amountOf, contractPeriodOf, dividendPeriodOf, paymentKinds, type Terms } from "./contractTerms.ts"
import { periodsOf, type SlicePlay } from "./teamPlay.ts"

const hour = 3600_000
const start = Date.UTC(2024, 2, 20, 0, 0) - 8 * hour
const terms = (o: Partial<Terms>): Terms => ({
  kind: "DAILY_SALARY",
  period: null,
  rate: 1,
  rateType: "P",
  minimumBet: 0,
  activeMember: 0,
  ...o,
})
const slice = (memberId: number, stake: number, payout: number, at: number): SlicePlay => ({
  contractId: 1,
  memberId,
  at,
  stake,
  payout,
})
const periods = (t: Terms, slices: ReadonlyArray<SlicePlay>) =>
  periodsOf(slices, (at) => contractPeriodOf(t, at)).map((p) => [p.period.label, amountOf(t, p)])

describe("contract terms", () => {
  it("pays a salary's rate of each day's team stake, days in GMT+8", () => {
    const daily = terms({})
    expect(
      periods(daily, [
        slice(2, 100_000, 0, start + hour),
        slice(3, 50_000, 90_000, start + 2 * hour),
        slice(2, 10_000, 0, start + 49 * hour),
      ]),
    ).toEqual([
      ["2024-03-20", 1500],
      ["2024-03-22", 100],
    ])
    expect(paymentKinds.HOUR_SALARY).toBe("HOURLY_SALARY")
  })
  it("needs the minimum bet and the active members", () => {
    const play = { stake: 100_000, payout: 0, members: 1 }
    expect(amountOf(terms({ minimumBet: 150_000 }), play)).toBe(0)
    expect(amountOf(terms({ activeMember: 2 }), play)).toBe(0)
    expect(amountOf(terms({ activeMember: 1, minimumBet: 100_000 }), play)).toBe(1000)
  })
  it("pays a dividend's rate of the team's net loss over its period, only when positive; F pays a fixed amount", () => {
    const dividend = terms({ kind: "DIVIDEND", period: "H", rate: 30 })
    expect(periods(dividend, [slice(2, 100_000, 40_000, start + hour)])).toEqual([["2024-03-16~2024-03-31", 18_000]])
    expect(amountOf(dividend, { stake: 100_000, payout: 140_000, members: 1 })).toBe(0)
    expect(amountOf(terms({ rateType: "F", rate: 50 }), { stake: 1, payout: 0, members: 1 })).toBe(5000)
    // nothing played pays nothing, even at a fixed rate with no threshold
    expect(amountOf(terms({ rateType: "F", rate: 50 }), { stake: 0, payout: 0, members: 0 })).toBe(0)
  })
  it("settles a dividend semimonthly when its computation period is unset, else by its own period", () => {
    expect(dividendPeriodOf({ period: null })).toBe("H")
    expect(dividendPeriodOf({ period: "W" })).toBe("W")
    expect(dividendPeriodOf({ period: "M" })).toBe("M")
  })
  it("keeps a percentage exact in thousandths, rounded down", () => {
    expect(amountOf(terms({ rate: 0.7 }), { stake: 100, payout: 0, members: 1 })).toBe(0)
    expect(amountOf(terms({ rate: 0.3 }), { stake: 1_000_000, payout: 0, members: 1 })).toBe(3000)
    expect(amountOf(terms({ rate: 1.005 }), { stake: 200_000, payout: 0, members: 1 })).toBe(2010)
  })
  it("settles real-time salary every five minutes", () => {
    const t = terms({ kind: "REALTIME_SALARY", rate: 0.5 })
    expect(periods(t, [slice(2, 10_000, 0, start), slice(2, 10_000, 0, start + 5 * 60_000)]).map(([p]) => p)).toEqual([
      "2024-03-20 00:00",
      "2024-03-20 00:05",
    ])
  })
  it("pays the rate of the highest tier the period reaches, the period P&L one of its thresholds", () => {
    // Spec section 3 "Contract": each tier its active members, period valid bet, period P&L and rate.
    const tiered = terms({
      kind: "DIVIDEND",
      rate: 10,
      minimumBet: 100_000,
      netLoss: 50_000,
      higherTiers: [{ rate: 15, activeMember: 2, minimumBet: 500_000, netLoss: 250_000 }],
    })
    expect(amountOf(tiered, { stake: 100_000, payout: 60_000, members: 1 })).toBe(0)
    expect(amountOf(tiered, { stake: 100_000, payout: 40_000, members: 1 })).toBe(6_000)
    expect(amountOf(tiered, { stake: 600_000, payout: 300_000, members: 1 })).toBe(30_000)
    expect(amountOf(tiered, { stake: 600_000, payout: 300_000, members: 2 })).toBe(45_000)
    // A salary with a P&L threshold: the team's stakes less payouts must reach it.
    const salary = terms({ rate: 1, netLoss: 10_000 })
    expect(amountOf(salary, { stake: 100_000, payout: 95_000, members: 1 })).toBe(0)
    expect(amountOf(salary, { stake: 100_000, payout: 90_000, members: 1 })).toBe(1000)
  })
})

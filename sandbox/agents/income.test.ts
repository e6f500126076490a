import { describe, expect, it } from "vitest"
import type { ContractRecord } from "./contractRecords.ts"
import { incomeOf } from "./income.ts"

const hour = 3600_000
const start = Date.UTC(2024, 2, 20, 0, 0) - 8 * hour
const contract = (o: Partial<ContractRecord>): ContractRecord => ({
  id: 1,
  kind: "DAILY_SALARY",
  uplineId: null,
  uplineAccount: null,
  memberId: 1,
  memberAccount: "a",
  productType: "ALL",
  period: null,
  rate: 1,
  rateType: "P",
  minimumBet: 0,
  activeMember: 0,
  status: "V",
  createdAt: start - 10 * 24 * hour,
  startedAt: start - 10 * 24 * hour,
  endedAt: null,
  ...o,
})
const bet = (memberId: number, stake: number, payout: number, at: number, category = "RNG") => ({
  memberId,
  category,
  stake,
  payout,
  at,
})
const bounds = { from: start, to: start + 3 * 24 * hour }
const now = start + 2 * 24 * hour + hour

describe("contract income", () => {
  it("pays a salary's rate of each day's team stake, settled once the day is over", () => {
    const rows = incomeOf(
      contract({}),
      [bet(2, 100_000, 0, start + hour), bet(3, 50_000, 90_000, start + 2 * hour), bet(2, 10_000, 0, now - 1)],
      bounds,
      now,
    )
    expect(rows.map((r) => [r.period, r.amount, r.status])).toEqual([
      ["2024-03-20", 1500, "SETTLED"],
      ["2024-03-22", 100, "PENDING"],
    ])
  })
  it("needs the minimum bet and active members, the product, and the contract's time in force", () => {
    const bets = [bet(2, 100_000, 0, start + hour), bet(2, 100_000, 0, start + 25 * hour, "LIVE")]
    expect(incomeOf(contract({ minimumBet: 150_000 }), bets, bounds, now)).toEqual([])
    expect(incomeOf(contract({ activeMember: 2 }), bets, bounds, now)).toEqual([])
    expect(incomeOf(contract({ productType: "LIVE" }), bets, bounds, now).map((r) => r.amount)).toEqual([1000])
    expect(incomeOf(contract({ startedAt: start + 24 * hour }), bets, bounds, now).map((r) => r.period)).toEqual([
      "2024-03-21",
    ])
    expect(incomeOf(contract({ endedAt: start + 2 * hour }), bets, bounds, now).map((r) => r.period)).toEqual([
      "2024-03-20",
    ])
  })
  it("pays a dividend's rate of the team's net loss over its period, only when positive; F pays a fixed amount", () => {
    const dividend = contract({ kind: "DIVIDEND", period: "H", rate: 30 })
    expect(incomeOf(dividend, [bet(2, 100_000, 40_000, start + hour)], bounds, now)).toMatchObject([
      { amount: 18_000, periodType: "H", period: "2024-03-16~2024-03-31", status: "PENDING" },
    ])
    expect(incomeOf(dividend, [bet(2, 100_000, 140_000, start + hour)], bounds, now)).toEqual([])
    expect(incomeOf(contract({ rateType: "F", rate: 50 }), [bet(2, 1, 0, start)], bounds, now)[0]!.amount).toBe(5000)
  })
  it("settles real-time salary every five minutes", () => {
    const rows = incomeOf(
      contract({ kind: "REALTIME_SALARY", rate: 0.5 }),
      [bet(2, 10_000, 0, start + 60_000), bet(2, 10_000, 0, start + 6 * 60_000)],
      bounds,
      now,
    )
    expect(rows.map((r) => r.period).sort()).toEqual(["2024-03-20 00:00", "2024-03-20 00:05"])
  })
})

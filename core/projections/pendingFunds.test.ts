import { describe, expect, it } from "vitest"
import { reduce } from "../state/State.ts"
import { memberState } from "../workflows/memberTestKit.ts"
import { hasPendingDeposit, hasPendingWithdrawal, settledSince } from "./pendingFunds.ts"

describe("pendingFunds", () => {
  it("finds the orders settled between two lists", () => {
    const before = [
      { id: "1", status: "PENDING" as const },
      { id: "2", status: "PENDING" as const },
      { id: "3", status: "APPROVED" as const },
    ]
    const after = [
      { id: "1", status: "APPROVED" as const },
      { id: "2", status: "PENDING" as const },
      { id: "3", status: "APPROVED" as const },
      { id: "4", status: "REJECTED" as const },
    ]
    expect(settledSince(before, after)).toEqual(["1"])
    expect(settledSince(after, after)).toEqual([])
  })

  it("says a deposit is pending from the order just made until the list shows it settled", () => {
    let s = memberState()
    expect(hasPendingDeposit(s)).toBe(false)
    s = reduce(s, { _tag: "DepositOrderCreated", value: { id: "D1", amount: 100, status: "PENDING" } })
    expect(hasPendingDeposit(s)).toBe(true)
    s = reduce(s, { _tag: "DepositHistoryLoaded", value: { list: [{ id: "D1", amount: 100, status: "APPROVED" }] } })
    expect(hasPendingDeposit(s)).toBe(false)
  })

  it("says a withdrawal is pending while the list holds a pending one", () => {
    let s = memberState()
    s = reduce(s, { _tag: "WithdrawalHistoryLoaded", value: { list: [{ id: "W1", amount: 1, status: "PENDING" }] } })
    expect(hasPendingWithdrawal(s)).toBe(true)
    s = reduce(s, { _tag: "WithdrawalHistoryLoaded", value: { list: [{ id: "W1", amount: 1, status: "CANCELLED" }] } })
    expect(hasPendingWithdrawal(s)).toBe(false)
  })
})

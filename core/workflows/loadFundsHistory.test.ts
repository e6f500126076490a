import { describe, expect, it } from "vitest"
import { loadDepositHistory, loadPaymentConfirmations, loadWithdrawalHistory } from "./loadFundsHistory.ts"
import { memberRuntime, memberState } from "./memberTestKit.ts"
import { ok } from "./testRuntime.ts"

const now = Date.UTC(2024, 2, 1, 17, 30)

describe("loadFundsHistory", () => {
  it("loads deposits and withdrawals of a range with their status filter", async () => {
    const rt = memberRuntime(memberState(), {
      now,
      answers: {
        depositHistory: ok({ list: [{ id: "D1", amount: 1, status: "APPROVED" }], totalPages: 1 }),
        withdrawalHistory: ok({ list: [{ id: "W1", amount: 1, status: "PENDING" }], totalPages: 4, pageNum: 2 }),
      },
    })
    await rt.run(loadDepositHistory({ preset: "today", status: "APPROVED" }))
    await rt.run(loadWithdrawalHistory({ preset: "previous30", page: 2 }))
    expect(rt.requests.map((r) => r.body)).toEqual([
      { startDate: "2024-03-02", endDate: "2024-03-02", page: 1, size: 10, status: "APPROVED" },
      { startDate: "2024-02-02", endDate: "2024-03-02", page: 2, size: 10 },
    ])
    const funds = rt.store.state().funds
    expect(funds.deposits.rows.map((d) => d.status)).toEqual(["APPROVED"])
    expect(funds.withdrawals).toMatchObject({ page: 2, totalPages: 4 })
  })
  it("loads the withdrawals awaiting confirmation", async () => {
    const rt = memberRuntime(memberState(), {
      answers: {
        paymentConfirmations: ok({
          list: [{ id: "W1", amount: 1, status: "APPROVED", confirmation: "AWAITING", paidAt: 5 }],
        }),
      },
    })
    await rt.run(loadPaymentConfirmations)
    expect(rt.store.state().funds.confirmations.map((w) => w.id)).toEqual(["W1"])
  })
})

import { describe, expect, it } from "vitest"
import { reduce } from "../state/State.ts"
import { followDeposits, followWithdrawals } from "./followFunds.ts"
import { memberRuntime, memberState } from "./memberTestKit.ts"
import { ok } from "./testRuntime.ts"

const balance = ok({ sumBalance: 150, balance: [] })

describe("followFunds", () => {
  it("refreshes the balance once a pending deposit is approved, and says nothing is pending then", async () => {
    const s = reduce(memberState(), {
      _tag: "DepositOrderCreated",
      value: { id: "D1", amount: 100, status: "PENDING" },
    })
    const rt = memberRuntime(s, {
      answers: {
        depositHistory: [
          ok({ list: [{ id: "D1", amount: 100, status: "PENDING" }] }),
          ok({ list: [{ id: "D1", amount: 100, status: "APPROVED" }] }),
        ],
        balance,
      },
    })
    const first = await rt.run(followDeposits)
    expect(first).toMatchObject({ _tag: "Success", value: true })
    expect(rt.called()).toEqual(["depositHistory"])
    const second = await rt.run(followDeposits)
    expect(second).toMatchObject({ _tag: "Success", value: false })
    expect(rt.called()).toEqual(["depositHistory", "depositHistory", "balance"])
    expect(rt.store.state().wallet.sum).toBe(15_000)
  })

  it("reloads withdrawals and confirmations; refreshes the balance when a pending one was paid or cancelled", async () => {
    const s = reduce(memberState(), {
      _tag: "WithdrawalHistoryLoaded",
      value: { list: [{ id: "W1", amount: 100, status: "PENDING" }] },
    })
    const paid = { id: "W1", amount: 100, status: "APPROVED", confirmation: "AWAITING", paidAt: 5 }
    const rt = memberRuntime(s, {
      answers: { withdrawalHistory: ok({ list: [paid] }), paymentConfirmations: ok({ list: [paid] }), balance },
    })
    const exit = await rt.run(followWithdrawals)
    expect(exit).toMatchObject({ _tag: "Success", value: false })
    expect(rt.called()).toEqual(["withdrawalHistory", "paymentConfirmations", "balance"])
    expect(rt.store.state().funds.confirmations.map((w) => w.id)).toEqual(["W1"])
  })
})

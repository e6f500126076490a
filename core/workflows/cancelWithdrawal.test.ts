import { describe, expect, it } from "vitest"
import { reduce } from "../state/State.ts"
import { cancelWithdrawal } from "./cancelWithdrawal.ts"
import { memberRuntime, memberState } from "./memberTestKit.ts"
import { ok } from "./testRuntime.ts"

const state = reduce(memberState(), {
  _tag: "WithdrawalHistoryLoaded",
  value: {
    list: [
      { id: "W2", amount: 5000, status: "PENDING" },
      { id: "W3", amount: 5000, status: "APPROVED" },
    ],
  },
})

describe("cancelWithdrawal", () => {
  it("cancels a pending withdrawal with a key and refreshes the balance", async () => {
    const rt = memberRuntime(state, {
      answers: {
        cancelWithdrawal: ok({ id: "W2", amount: 50, status: "CANCELLED" }),
        balance: ok({ sumBalance: 50 }),
        withdrawalInfo: ok({ withdrawable: 50 }),
      },
    })
    await rt.run(cancelWithdrawal("W2"))
    expect(rt.requests[0]).toMatchObject({ body: { withdrawalId: "W2" }, idempotencyKey: "key-1" })
    expect(rt.tags()).toEqual([
      "WithdrawalCancelRequested",
      "WithdrawalCancelled",
      "BalanceRefreshRequested",
      "BalanceLoaded",
      "WithdrawalInfoLoaded",
    ])
    expect(rt.store.state().funds.withdrawalInfo?.withdrawable).toBe(5000)
    expect(rt.store.state().funds.withdrawals.rows.map((w) => w.status)).toEqual(["CANCELLED", "APPROVED"])
  })
  it("reuses the key on a retry after a dropped link", async () => {
    const rt = memberRuntime(state, {
      answers: {
        cancelWithdrawal: ["network", ok({ id: "W2", amount: 50, status: "CANCELLED" })],
        balance: ok({ sumBalance: 50 }),
      },
    })
    await rt.run(cancelWithdrawal("W2"))
    await rt.run(cancelWithdrawal("W2"))
    expect(rt.sentKeys()).toEqual(["key-1", "key-1"])
  })
  it("refuses a withdrawal that is no longer pending", async () => {
    const rt = memberRuntime(state)
    await rt.run(cancelWithdrawal("W3"))
    expect(rt.called()).toEqual([])
    expect(rt.store.log()).toEqual([
      { _tag: "MemberActionRefused", action: "cancelWithdrawal", reason: "not_cancellable" },
    ])
  })
})

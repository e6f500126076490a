import { describe, expect, it } from "vitest"
import { reduce } from "../state/State.ts"
import { memberRuntime, memberState, runInTurn } from "./memberTestKit.ts"
import { ok } from "./testRuntime.ts"
import { withdraw } from "./withdraw.ts"

const state = reduce(memberState(), {
  _tag: "WithdrawalInfoLoaded",
  value: { minAmount: 10000, maxAmount: 1000000, withdrawable: 50000, hasPaymentPassword: true },
})
const form = { bankAccountId: "1", amount: 20000, paymentPassword: "654321" }

describe("withdraw", () => {
  it("sends the withdrawal with its password and a key; no event holds the password", async () => {
    const rt = memberRuntime(state, {
      answers: {
        withdraw: ok({ id: "W9", amount: 200, status: "PENDING" }),
        balance: ok({ sumBalance: 300 }),
        withdrawalInfo: ok({ withdrawable: 100 }),
      },
    })
    await rt.run(withdraw(form))
    expect(rt.requests[0]).toMatchObject({
      body: { bankAccountId: "1", amount: 200, paymentPassword: "654321" },
      idempotencyKey: "key-1",
    })
    expect(rt.tags()).toEqual([
      "WithdrawalRequested",
      "WithdrawalSubmitted",
      "BalanceRefreshRequested",
      "BalanceLoaded",
      "WithdrawalInfoLoaded",
    ])
    expect(rt.store.state().funds.withdrawalInfo?.withdrawable).toBe(10000)
    expect(JSON.stringify(rt.store.log())).not.toContain("654321")
    expect(rt.store.state().funds.withdraw.done).toMatchObject({ id: "W9", status: "PENDING" })
  })
  it("reuses the key when the same withdrawal is sent again after a dropped link", async () => {
    const rt = memberRuntime(state, {
      answers: {
        withdraw: ["network", ok({ id: "W9", amount: 200, status: "PENDING" })],
        balance: ok({ sumBalance: 1 }),
      },
    })
    await rt.run(withdraw(form))
    await rt.run(withdraw(form))
    expect(rt.sentKeys()).toEqual(["key-1", "key-1"])
  })
  it("refuses more than may be withdrawn, or no password, before any call", async () => {
    expect(
      await runInTurn(state, [withdraw({ ...form, amount: 60000 }), withdraw({ ...form, paymentPassword: "" })]),
    ).toEqual({ called: [], reasons: ["amount_above_balance", "input_required"] })
  })
})

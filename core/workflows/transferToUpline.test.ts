import { describe, expect, it } from "vitest"
import { reduce } from "../state/State.ts"
import { memberRuntime, memberState } from "./memberTestKit.ts"
import { ok } from "./testRuntime.ts"
import { transferable, transferToUpline } from "./transferToUpline.ts"

const withBalance = (toUpline: boolean) =>
  reduce(memberState({ toUpline }), {
    _tag: "BalanceLoaded",
    value: { sumBalance: 15000, balance: [{ accountTypeId: 0, accountTypeName: "MAIN", availBalance: 10000 }] },
  })

describe("transferToUpline", () => {
  it("takes the main wallet's balance as what can be transferred", () => {
    expect(transferable(withBalance(true))).toBe(10000)
    expect(transferable(memberState())).toBeUndefined()
  })
  it("sends the transfer with its password and a key, then refreshes the balance", async () => {
    const rt = memberRuntime(withBalance(true), {
      answers: { uplineTransfer: ok({ successAmount: 50 }), balance: ok({ sumBalance: 100 }) },
    })
    await rt.run(transferToUpline({ amount: 5000, paymentPassword: "pw" }))
    expect(rt.requests[0]).toMatchObject({ body: { amount: 50, paymentPassword: "pw" }, idempotencyKey: "key-1" })
    expect(rt.store.state().funds.upline.done).toEqual({ amount: 5000, moved: 5000 })
    expect(JSON.stringify(rt.store.log())).not.toContain('"pw"')
  })
  it("refuses a member without an upline to transfer to, and more than the main wallet holds", async () => {
    const none = memberRuntime(withBalance(false))
    await none.run(transferToUpline({ amount: 5000, paymentPassword: "pw" }))
    expect(none.store.log()).toEqual([{ _tag: "MemberActionRefused", action: "uplineTransfer", reason: "not_allowed" }])
    const over = memberRuntime(withBalance(true))
    await over.run(transferToUpline({ amount: 10001, paymentPassword: "pw" }))
    expect(over.store.log()).toEqual([
      { _tag: "MemberActionRefused", action: "uplineTransfer", reason: "amount_above_balance" },
    ])
    expect([...none.called(), ...over.called()]).toEqual([])
  })
})

import { describe, expect, it } from "vitest"
import { replay } from "../state/State.ts"
import { memberRuntime, memberState } from "./memberTestKit.ts"
import { ok } from "./testRuntime.ts"
import { transferAllToMain } from "./transferAllToMain.ts"

const state = replay(
  [
    {
      _tag: "BalanceLoaded",
      value: {
        sumBalance: 35000,
        balance: [
          { accountTypeId: 0, accountTypeName: "MAIN", availBalance: 10000 },
          { accountTypeId: 21, accountTypeName: "AG", availBalance: 20000 },
          { accountTypeId: 22, accountTypeName: "PT", availBalance: 0 },
          { accountTypeId: 23, accountTypeName: "GPI", availBalance: 5000 },
        ],
      },
    },
  ],
  memberState(),
)

describe("transferAllToMain", () => {
  it("moves each vendor wallet holding money into the main wallet, each with its own key", async () => {
    const rt = memberRuntime(state, { answers: { walletTransfer: ok({}), balance: ok({ sumBalance: 350 }) } })
    await rt.run(transferAllToMain)
    expect(
      rt.requests.filter((r) => r.endpoint.name === "walletTransfer").map((r) => [r.body, r.idempotencyKey]),
    ).toEqual([
      [{ fromAccountTypeId: 21, toAccountTypeId: 0, amount: 200 }, "key-1"],
      [{ fromAccountTypeId: 23, toAccountTypeId: 0, amount: 50 }, "key-2"],
    ])
    expect(rt.called().at(-1)).toBe("balance")
    expect(rt.store.state().wallet.pendingKeys).toEqual({})
  })
  it("stops at the first failure, and the retry reuses the failed transfer's key", async () => {
    const rt = memberRuntime(state, {
      answers: {
        walletTransfer: ["network", ok({}), ok({})],
        balance: ok({
          sumBalance: 350,
          balance: state.wallet.wallets.map((w) => ({ ...w, availBalance: (w.availBalance ?? 0) / 100 })),
        }),
      },
    })
    await rt.run(transferAllToMain)
    expect(rt.called()).toEqual(["walletTransfer", "balance"])
    await rt.run(transferAllToMain)
    expect(rt.requests.filter((r) => r.endpoint.name === "walletTransfer").map((r) => r.idempotencyKey)).toEqual([
      "key-1",
      "key-1",
      "key-2",
    ])
  })
  it("sends nothing when no vendor wallet holds money", async () => {
    const empty = replay(
      [{ _tag: "BalanceLoaded", value: { sumBalance: 1, balance: [{ accountTypeId: 0, availBalance: 1 }] } }],
      memberState(),
    )
    const rt = memberRuntime(empty)
    await rt.run(transferAllToMain)
    expect(rt.called()).toEqual([])
  })
})

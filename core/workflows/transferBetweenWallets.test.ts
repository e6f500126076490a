import * as Exit from "effect/Exit"
import { describe, expect, it } from "vitest"
import type { Event } from "../events/Event.ts"
import { replay } from "../state/State.ts"
import { memberRuntime, memberState } from "./memberTestKit.ts"
import { ok, refused } from "./testRuntime.ts"
import { transferBetweenWallets } from "./transferBetweenWallets.ts"

const balance = (main: number, ag: number) => ({
  sumBalance: main + ag,
  balance: [
    { accountTypeId: 0, accountTypeName: "MAIN", availBalance: main },
    { accountTypeId: 21, accountTypeName: "AG", availBalance: ag },
  ],
})

const loaded = (events: ReadonlyArray<Event> = []) =>
  replay(
    [
      {
        _tag: "BalanceLoaded",
        value: {
          sumBalance: 15000,
          balance: [
            { accountTypeId: 0, availBalance: 10000 },
            { accountTypeId: 21, availBalance: 5000 },
          ],
        },
      },
      ...events,
    ],
    memberState(),
  )

const request = { fromAccountTypeId: 0, toAccountTypeId: 21, amount: 2500 }

describe("transferBetweenWallets", () => {
  it("sends the transfer with a key, then refreshes the balance", async () => {
    const rt = memberRuntime(loaded(), {
      answers: { walletTransfer: ok({ successAmount: 25 }), balance: ok(balance(75, 75)) },
    })
    const exit = await rt.run(transferBetweenWallets(request))
    expect(Exit.isSuccess(exit)).toBe(true)
    expect(rt.called()).toEqual(["walletTransfer", "balance"])
    expect(rt.requests[0]?.body).toEqual({ fromAccountTypeId: 0, toAccountTypeId: 21, amount: 25 })
    expect(rt.keys()).toEqual(["key-1", undefined])
    expect(rt.tags()).toEqual([
      "WalletTransferRequested",
      "WalletTransferred",
      "BalanceRefreshRequested",
      "BalanceLoaded",
    ])
    const wallet = rt.store.state().wallet
    expect(wallet.transfer.done).toEqual({ ...request, moved: 2500 })
    expect(wallet.pendingKeys).toEqual({})
    expect(wallet.wallets.map((w) => w.availBalance)).toEqual([7500, 7500])
  })

  it("sends a retry after a dropped link with the same key, and a new transfer with a new one", async () => {
    const rt = memberRuntime(loaded(), {
      answers: { walletTransfer: ["network", ok({ successAmount: 25 }), ok({})], balance: ok(balance(75, 75)) },
    })
    const first = await rt.run(transferBetweenWallets(request))
    expect(Exit.isFailure(first)).toBe(true)
    expect(rt.store.state().wallet.pendingKeys.walletTransfer?.key).toBe("key-1")
    await rt.run(transferBetweenWallets(request))
    await rt.run(transferBetweenWallets({ ...request, amount: 100 }))
    expect(rt.requests.filter((r) => r.endpoint.name === "walletTransfer").map((r) => r.idempotencyKey)).toEqual([
      "key-1",
      "key-1",
      "key-2",
    ])
  })

  it("sends a double submit while the first is in flight with the same key", async () => {
    const inFlight = loaded([{ _tag: "WalletTransferRequested", key: "key-0", ...request }])
    const rt = memberRuntime(inFlight, { answers: { walletTransfer: ok({}), balance: ok(balance(75, 75)) } })
    await rt.run(transferBetweenWallets(request))
    expect(rt.keys()[0]).toBe("key-0")
  })

  it("gets a new key after a refusal: the platform answered", async () => {
    const rt = memberRuntime(loaded(), {
      answers: {
        walletTransfer: [refused(400, "vendor.maintenance", "AG is down"), ok({})],
        balance: ok(balance(1, 1)),
      },
    })
    await rt.run(transferBetweenWallets(request))
    expect(rt.store.state().wallet.transfer.error).toEqual({ errorCode: "vendor.maintenance", message: "AG is down" })
    await rt.run(transferBetweenWallets(request))
    expect(rt.sentKeys()).toEqual(["key-1", "key-2"])
  })

  it("refuses before any call: more than the source holds, the same wallet, single-wallet mode", async () => {
    const rt = memberRuntime(loaded())
    await rt.run(transferBetweenWallets({ ...request, amount: 10001 }))
    await rt.run(transferBetweenWallets({ ...request, toAccountTypeId: 0 }))
    expect(rt.called()).toEqual([])
    expect(rt.store.log()).toEqual([
      { _tag: "MemberActionRefused", action: "walletTransfer", reason: "amount_above_balance" },
      { _tag: "MemberActionRefused", action: "walletTransfer", reason: "same_wallet" },
    ])
    const single = memberRuntime(loaded([{ _tag: "MerchantWalletLoaded", value: { isSingle: true } }]))
    await single.run(transferBetweenWallets(request))
    expect(single.store.log()).toEqual([
      { _tag: "MemberActionRefused", action: "walletTransfer", reason: "single_wallet" },
    ])
  })

  it("opens the login popup for a visitor and warns a trial member", async () => {
    const visitor = memberRuntime(memberState({ loggedIn: false }))
    await visitor.run(transferBetweenWallets(request))
    expect(visitor.store.log()).toEqual([{ _tag: "ModalOpened", modal: "loginPopup" }])
    const trial = memberRuntime(memberState({ type: 4 }))
    await trial.run(transferBetweenWallets(request))
    expect(trial.store.log()).toEqual([{ _tag: "DialogShown", kind: "warning", key: "need_real_account", message: "" }])
    expect([...visitor.called(), ...trial.called()]).toEqual([])
  })
})

import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import type { Event } from "../events/Event.ts"
import { Balance } from "../model/Balance.ts"
import { makeBrandConfig } from "../model/BrandConfig.ts"
import type { LaunchTarget } from "../model/LaunchDecision.ts"
import * as Store from "../store/Store.ts"
import { fundingOf, launchFunded, returnFromGame } from "./launchFunding.ts"
import { memberRuntime } from "./memberTestKit.ts"
import { ok, type TestRuntimeOptions } from "./testRuntime.ts"

/** A member's runtime over the store: the platform answers as given, idempotency keys from memory. */
const runtimeOf = (store: Store.Store, answers: TestRuntimeOptions["answers"] = {}) =>
  memberRuntime(store.state(), { session: [["token", "tok-1"]], answers })

/** The balance answer: the main wallet (type 0) and the PT wallet (type 12), in major units as the wire has them. */
const balance = (main: number, pt: number) =>
  ok({
    sumBalance: main + pt,
    currency: "PHP",
    currencySymbol: "P",
    balance: [
      { accountTypeId: 0, accountTypeName: "MAIN", availBalance: main },
      { accountTypeId: 12, accountTypeName: "PT", displayName: "Playtech", availBalance: pt },
    ],
  })

const storeWith = (main: number, pt: number, autoTransfer: boolean): Store.Store => {
  const store = Store.make()
  const events: Array<Event> = [
    { _tag: "BrandConfigured", config: makeBrandConfig("arena") },
    { _tag: "LoginSucceeded", value: { token: "[redacted]" } },
    { _tag: "MemberInfoLoaded", value: { account: "alice", type: 0 } },
    { _tag: "MerchantWalletLoaded", value: { isSingle: false, autoTransfer } },
  ]
  for (const e of events) store.dispatch(e)
  const b = balance(main, pt) as { body: { value: unknown } }
  store.dispatch({ _tag: "BalanceLoaded", value: decodeBalance(b.body.value) })
  return store
}

const decodeBalance = Schema.decodeUnknownSync(Balance)

const slot: LaunchTarget = { _tag: "Game", vendor: "PT", game: { gameId: "pt-1", nodeId: "77" } as never }
const context = { language: "EN" }
const launched = ok({ content: { game_url: "https://pt/play" } })

describe("the first launch of a game whose wallet is empty", () => {
  it("offers a transfer of the main wallet's money when the game's wallet is empty", () => {
    expect(fundingOf(storeWith(120, 0, false).state(), "PT")).toEqual({
      _tag: "Offer",
      vendorWallet: 12,
      available: 12_000,
    })
    expect(fundingOf(storeWith(120, 5, false).state(), "PT")).toEqual({ _tag: "Ready" })
    expect(fundingOf(storeWith(0, 0, false).state(), "PT")).toEqual({ _tag: "Ready" })
    expect(fundingOf(storeWith(120, 0, false).state(), "AG")).toEqual({ _tag: "Ready" })
    expect(fundingOf(storeWith(120, 0, true).state(), "PT")).toEqual({ _tag: "Auto", vendorWallet: 12, amount: 12_000 })
  })

  it("stops at the offer without launching, then transfers the amount chosen once and launches", async () => {
    let moved = false
    const rt = runtimeOf(storeWith(0, 0, false), {
      walletTransfer: () => {
        moved = true
        return ok({ successAmount: 50 })
      },
      balance: () => (moved ? balance(70, 50) : balance(120, 0)),
      launchGame: launched,
    })
    const offer = await rt.run(launchFunded(slot, context))
    expect(offer).toMatchObject({ _tag: "Success", value: { _tag: "Offer", available: 12_000 } })
    expect(rt.called()).toEqual(["balance"])
    const exit = await rt.run(launchFunded(slot, context, 5_000))
    expect(exit).toMatchObject({ _tag: "Success", value: { _tag: "Ready" } })
    expect(rt.called()).toEqual(["balance", "balance", "walletTransfer", "balance", "launchGame"])
    expect(rt.requests[2]?.body).toEqual({ fromAccountTypeId: 0, toAccountTypeId: 12, amount: 50 })
    expect(rt.requests[2]?.idempotencyKey).toBeTruthy()
    expect(rt.store.state().launch.status).toEqual({ _tag: "Launched", url: "https://pt/play", path: "/game" })
  })

  it("refuses an amount above the main wallet without moving money or launching", async () => {
    const rt = runtimeOf(storeWith(120, 0, false), { balance: balance(120, 0) })
    const exit = await rt.run(launchFunded(slot, context, 20_000))
    expect(exit._tag).toBe("Failure")
    expect(rt.called()).toEqual(["balance"])
  })

  it("moves the whole main wallet on launch when auto-transfer is on, and back to main on return", async () => {
    const rt = runtimeOf(storeWith(120, 0, true), {
      walletTransfer: [ok({ successAmount: 120 }), ok({ successAmount: 95.5 })],
      balance: [balance(120, 0), balance(0, 120), balance(0, 95.5), balance(95.5, 0)],
      launchGame: launched,
    })
    await rt.run(launchFunded(slot, context))
    expect(rt.called()).toEqual(["balance", "walletTransfer", "balance", "launchGame"])
    expect(rt.requests[1]?.body).toEqual({ fromAccountTypeId: 0, toAccountTypeId: 12, amount: 120 })
    await rt.run(returnFromGame("PT"))
    expect(rt.called().slice(4)).toEqual(["balance", "walletTransfer", "balance"])
    expect(rt.requests[5]?.body).toEqual({ fromAccountTypeId: 12, toAccountTypeId: 0, amount: 95.5 })
  })

  it("leaves the money where it is on return when auto-transfer is off", async () => {
    const rt = runtimeOf(storeWith(70, 50, false))
    await rt.run(returnFromGame("PT"))
    expect(rt.called()).toEqual([])
  })
})

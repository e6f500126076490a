import { describe, expect, it } from "vitest"
import type { Event } from "../../events/Event.ts"
import { memberState, unrelatedRefusal } from "../../workflows/memberTestKit.ts"
import { reduce, replay } from "../State.ts"
import { initialWallet } from "./wallet.ts"

const balance: Event = {
  _tag: "BalanceLoaded",
  value: {
    sumBalance: 123456,
    currency: "PHP",
    currencySymbol: null,
    balance: [
      { accountTypeId: 0, accountTypeName: "MAIN", availBalance: 100000 },
      { accountTypeId: 21, accountTypeName: "AG", availBalance: 23456 },
    ],
  },
}

/** A transfer from the AG wallet (21) to the main wallet (0) sent with the key "k1". */
const transferSent = (amount: number): Event => ({
  _tag: "WalletTransferRequested",
  key: "k1",
  fromAccountTypeId: 21,
  toAccountTypeId: 0,
  amount,
})

describe("wallet slice", () => {
  const s0 = memberState()

  it("loads the balance, with the default currency symbol when none is sent", () => {
    const s = replay([{ _tag: "BalanceRefreshRequested" }, balance], s0).wallet
    expect(s).toMatchObject({ loaded: true, sum: 123456, currency: "PHP", currencySymbol: "P", refreshing: false })
    expect(s.wallets).toHaveLength(2)
  })
  it("marks a refresh under way and ends it on a failure", () => {
    const refreshing = reduce(s0, { _tag: "BalanceRefreshRequested" })
    expect(refreshing.wallet.refreshing).toBe(true)
    expect(reduce(refreshing, { _tag: "BalanceRefreshRequested" }).wallet).toBe(refreshing.wallet)
    const failed = reduce(refreshing, { _tag: "NetworkFailed", endpoint: "balance", reason: "abnormal" }).wallet
    expect(failed).toMatchObject({ refreshing: false, error: { errorCode: "network_abnormal" } })
  })
  it("toggles the balance hidden and shown", () => {
    const hidden = reduce(s0, { _tag: "BalanceVisibilityToggled" })
    expect(hidden.wallet.hidden).toBe(true)
    expect(reduce(hidden, { _tag: "BalanceVisibilityToggled" }).wallet.hidden).toBe(false)
  })
  it("reads the merchant's wallet mode, keeping the slice when it does not change", () => {
    const single = reduce(s0, { _tag: "MerchantWalletLoaded", value: { isSingle: true } })
    expect(single.wallet.singleWallet).toBe(true)
    expect(reduce(single, { _tag: "MerchantWalletLoaded", value: { isSingle: true } }).wallet).toBe(single.wallet)
    expect(reduce(s0, { _tag: "MerchantWalletLoaded", value: {} }).wallet.singleWallet).toBe(false)
  })
  it("follows a transfer: in flight with its key, then done with the amount moved", () => {
    const sent = reduce(s0, transferSent(23456))
    expect(sent.wallet.transfer.inFlight).toEqual({ fromAccountTypeId: 21, toAccountTypeId: 0, amount: 23456 })
    expect(sent.wallet.pendingKeys.walletTransfer?.key).toBe("k1")
    const done = reduce(sent, { _tag: "WalletTransferred", value: { successAmount: 23000 } }).wallet
    expect(done.transfer).toEqual({
      inFlight: undefined,
      done: { fromAccountTypeId: 21, toAccountTypeId: 0, amount: 23456, moved: 23000 },
      error: undefined,
    })
    expect(done.pendingKeys).toEqual({})
  })
  it("keeps the key and shows the error when the link drops mid-transfer", () => {
    const sent = reduce(s0, transferSent(1))
    const dropped = reduce(sent, { _tag: "NetworkFailed", endpoint: "walletTransfer", reason: "abnormal" }).wallet
    expect(dropped.transfer.inFlight).toBeUndefined()
    expect(dropped.transfer.error?.errorCode).toBe("network_abnormal")
    expect(dropped.pendingKeys.walletTransfer?.key).toBe("k1")
  })
  it("keeps the keys of other areas' money calls too", () => {
    const s = reduce(s0, { _tag: "DownlineTransferRequested", key: "d1", downline: "bob", amount: 5 })
    expect(s.wallet.pendingKeys.downlineTransfer?.key).toBe("d1")
  })
  it("resets on logout and on the session's end", () => {
    const loaded = replay([balance, { _tag: "BalanceVisibilityToggled" }], s0)
    expect(reduce(loaded, { _tag: "LoggedOut", value: null }).wallet).toBe(initialWallet)
    expect(reduce(loaded, { _tag: "SessionEnded", endpoint: "balance", errorCode: "x", message: "" }).wallet).toBe(
      initialWallet,
    )
  })
  it("returns the same state for an event it does not handle", () => {
    const loaded = replay([balance], s0)
    expect(reduce(loaded, unrelatedRefusal).wallet).toBe(loaded.wallet)
  })
})

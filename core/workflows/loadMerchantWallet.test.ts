import { describe, expect, it } from "vitest"
import { loadMerchantWallet } from "./loadMerchantWallet.ts"
import { memberRuntime, memberState } from "./memberTestKit.ts"
import { ok } from "./testRuntime.ts"

describe("loadMerchantWallet", () => {
  it("sends the merchant code, reads isSingle as a string, and caches the answer", async () => {
    const rt = memberRuntime(memberState(), { answers: { merchantWallet: ok({ isSingle: "1" }) } })
    await rt.run(loadMerchantWallet)
    expect(rt.requests[0]?.body).toEqual({ merchantCode: "arena" })
    expect(rt.store.state().wallet.singleWallet).toBe(true)
    expect(rt.session.get("merchantWallet")).toBe(JSON.stringify({ isSingle: 1 }))
  })
  it("reuses the cached answer without calling", async () => {
    const rt = memberRuntime(memberState(), { session: [["merchantWallet", JSON.stringify({ isSingle: 0 })]] })
    await rt.run(loadMerchantWallet)
    expect(rt.called()).toEqual([])
    expect(rt.tags()).toEqual(["MerchantWalletLoaded"])
    expect(rt.store.state().wallet.singleWallet).toBe(false)
  })
  it("sends nothing without a session", async () => {
    const rt = memberRuntime(memberState({ loggedIn: false }))
    await rt.run(loadMerchantWallet)
    expect(rt.called()).toEqual([])
  })
})

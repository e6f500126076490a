import { describe, expect, it } from "vitest"
import { memberRuntime, memberState } from "./memberTestKit.ts"
import { refreshBalance } from "./refreshBalance.ts"
import { ok, refused } from "./testRuntime.ts"

describe("refreshBalance", () => {
  it("marks the refresh, loads the balance and ends the refresh", async () => {
    const rt = memberRuntime(memberState(), { answers: { balance: ok({ sumBalance: "88.80", currencySymbol: "₱" }) } })
    await rt.run(refreshBalance)
    expect(rt.tags()).toEqual(["BalanceRefreshRequested", "BalanceLoaded"])
    expect(rt.store.state().wallet).toMatchObject({ loaded: true, sum: 8880, currencySymbol: "₱", refreshing: false })
  })
  it("ends the refresh with the error when the platform refuses", async () => {
    const rt = memberRuntime(memberState(), { answers: { balance: refused(500, "system.busy", "Busy") } })
    const exit = await rt.run(refreshBalance)
    expect(exit._tag).toBe("Failure")
    expect(rt.store.state().wallet).toMatchObject({ refreshing: false, error: { errorCode: "system.busy" } })
  })
  it("sends nothing without a session", async () => {
    const rt = memberRuntime(memberState({ loggedIn: false }))
    await rt.run(refreshBalance)
    expect(rt.called()).toEqual([])
    expect(rt.tags()).toEqual([])
  })
})

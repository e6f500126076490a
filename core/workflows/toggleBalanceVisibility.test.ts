import { describe, expect, it } from "vitest"
import { reduce } from "../state/State.ts"
import { memberRuntime, memberState } from "./memberTestKit.ts"
import { ok } from "./testRuntime.ts"
import { toggleBalanceVisibility } from "./toggleBalanceVisibility.ts"

describe("toggleBalanceVisibility", () => {
  it("hides a loaded balance without a call", async () => {
    const loaded = reduce(memberState(), { _tag: "BalanceLoaded", value: { sumBalance: 100 } })
    const rt = memberRuntime(loaded)
    await rt.run(toggleBalanceVisibility)
    expect(rt.tags()).toEqual(["BalanceVisibilityToggled"])
    expect(rt.store.state().wallet.hidden).toBe(true)
  })
  it("loads a balance shown for the first time", async () => {
    const hidden = reduce(memberState(), { _tag: "BalanceVisibilityToggled" })
    const rt = memberRuntime(hidden, { answers: { balance: ok({ sumBalance: 1 }) } })
    await rt.run(toggleBalanceVisibility)
    expect(rt.tags()).toEqual(["BalanceVisibilityToggled", "BalanceRefreshRequested", "BalanceLoaded"])
    expect(rt.store.state().wallet).toMatchObject({ hidden: false, loaded: true, sum: 100 })
  })
})

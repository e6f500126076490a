import { describe, expect, it } from "vitest"
import { loadDepositChannels } from "./loadDepositChannels.ts"
import { memberRuntime, memberState } from "./memberTestKit.ts"
import { ok } from "./testRuntime.ts"

describe("loadDepositChannels", () => {
  it("loads the channels with their limits in minor units", async () => {
    const rt = memberRuntime(memberState(), {
      answers: { depositChannels: ok([{ id: 3, name: "Bank", minAmount: 100, maxAmount: "50000" }]) },
    })
    await rt.run(loadDepositChannels)
    expect(rt.store.state().funds.channels).toEqual([{ id: "3", name: "Bank", minAmount: 10000, maxAmount: 5000000 }])
  })
  it("warns a trial member and sends nothing", async () => {
    const rt = memberRuntime(memberState({ type: 4 }))
    await rt.run(loadDepositChannels)
    expect(rt.called()).toEqual([])
    expect(rt.tags()).toEqual(["DialogShown"])
  })
})

import { describe, expect, it } from "vitest"
import { memberRuntime, memberState } from "./memberTestKit.ts"
import { ok } from "./testRuntime.ts"
import { transferToDownline } from "./transferToDownline.ts"

describe("transferToDownline", () => {
  it("sends an agent's transfer with a key, the downline trimmed", async () => {
    const rt = memberRuntime(memberState({ type: 2 }), {
      answers: { downlineTransfer: ok({ successAmount: 10 }), balance: ok({ sumBalance: 1 }) },
    })
    await rt.run(transferToDownline({ downline: " bob ", amount: 1000, paymentPassword: "pw" }))
    expect(rt.requests[0]).toMatchObject({
      body: { downline: "bob", amount: 10, paymentPassword: "pw" },
      idempotencyKey: "key-1",
    })
    expect(rt.tags().slice(0, 2)).toEqual(["DownlineTransferRequested", "DownlineTransferred"])
    expect(rt.store.state().agentCentre.downlineTransfer.done).toEqual({ downline: "bob", amount: 1000, moved: 1000 })
  })
  it("reuses the key for the same transfer after a dropped link", async () => {
    const rt = memberRuntime(memberState({ type: 2 }), {
      answers: { downlineTransfer: ["network", ok({})], balance: ok({ sumBalance: 1 }) },
    })
    await rt.run(transferToDownline({ downline: "bob", amount: 1000, paymentPassword: "pw" }))
    await rt.run(transferToDownline({ downline: "bob", amount: 1000, paymentPassword: "pw" }))
    expect(rt.sentKeys()).toEqual(["key-1", "key-1"])
  })
  it("warns a member who is not an agent", async () => {
    const rt = memberRuntime(memberState({ type: 0 }))
    await rt.run(transferToDownline({ downline: "bob", amount: 1000, paymentPassword: "pw" }))
    expect(rt.store.log()).toEqual([{ _tag: "DialogShown", kind: "warning", key: "not_agent", message: "" }])
    expect(rt.called()).toEqual([])
  })
})

import { describe, expect, it } from "vitest"
import { reduce } from "../state/State.ts"
import { memberRuntime, memberState } from "./memberTestKit.ts"
import { requestDeposit } from "./requestDeposit.ts"
import { ok } from "./testRuntime.ts"

const withChannels = reduce(memberState(), {
  _tag: "DepositChannelsLoaded",
  value: [{ id: "3", name: "Bank", minAmount: 10000, maxAmount: 5000000 }],
})

describe("requestDeposit", () => {
  it("sends the request with a key and keeps the order it opened", async () => {
    const rt = memberRuntime(withChannels, {
      answers: { depositRequest: ok({ id: "D1", amount: 200, status: "PENDING", payUrl: "https://pay.test/D1" }) },
    })
    await rt.run(requestDeposit({ channelId: "3", amount: 20000, payerName: "Alice" }))
    expect(rt.requests[0]).toMatchObject({
      body: { channelId: "3", amount: 200, payerName: "Alice" },
      idempotencyKey: "key-1",
    })
    expect(rt.tags()).toEqual(["DepositRequested", "DepositOrderCreated"])
    expect(rt.store.state().funds.deposit.done).toMatchObject({
      id: "D1",
      status: "PENDING",
      payUrl: "https://pay.test/D1",
    })
  })
  it("sends a retry of the same deposit with the same key", async () => {
    const rt = memberRuntime(withChannels, {
      answers: { depositRequest: ["network", ok({ id: "D1", amount: 200, status: "PENDING" })] },
    })
    await rt.run(requestDeposit({ channelId: "3", amount: 20000 }))
    await rt.run(requestDeposit({ channelId: "3", amount: 20000 }))
    expect(rt.keys()).toEqual(["key-1", "key-1"])
  })
  it("refuses an amount outside the channel's limits, or an unknown channel", async () => {
    const rt = memberRuntime(withChannels)
    await rt.run(requestDeposit({ channelId: "3", amount: 500 }))
    await rt.run(requestDeposit({ channelId: "9", amount: 20000 }))
    expect(rt.called()).toEqual([])
    expect(rt.store.log().map((e) => ("reason" in e ? e.reason : e._tag))).toEqual([
      "amount_below_min",
      "channel_unavailable",
    ])
  })
  it("loads the channels itself when none were loaded, then sends the request", async () => {
    const rt = memberRuntime(memberState(), {
      answers: {
        depositChannels: ok([{ id: "3", name: "Bank", minAmount: 100, maxAmount: 50000 }]),
        depositRequest: ok({ id: "D2", amount: 200, status: "PENDING" }),
      },
    })
    await rt.run(requestDeposit({ channelId: "3", amount: 20000 }))
    expect(rt.called()).toEqual(["depositChannels", "depositRequest"])
    expect(rt.store.state().funds.deposit.done).toMatchObject({ id: "D2", status: "PENDING" })
  })
  it("does not load the channels again once loaded, even when the channel is not among them", async () => {
    const rt = memberRuntime(withChannels)
    await rt.run(requestDeposit({ channelId: "9", amount: 20000 }))
    expect(rt.called()).toEqual([])
  })
})

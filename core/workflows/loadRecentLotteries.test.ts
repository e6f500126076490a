import { describe, expect, it } from "vitest"
import * as Store from "../store/Store.ts"
import { loadRecentLotteries } from "./loadRecentLotteries.ts"
import { makeTestRuntime } from "./testRuntime.ts"

describe("loadRecentLotteries", () => {
  it("loads a member's recent lottery games", async () => {
    const store = Store.make()
    store.dispatch({ _tag: "LoginSucceeded", value: { token: "[redacted]" } })
    const rt = makeTestRuntime({ store, answers: { recentLotteries: { status: 200, body: [{ gameCode: "VNHN" }] } } })
    await rt.run(loadRecentLotteries())
    expect(rt.requests[0]?.body).toEqual({ prizeMode: "SEA", device: "WEB" })
    expect(rt.store.state().lottery.recent).toEqual([{ gameCode: "VNHN" }])
  })
  it("asks nothing for a visitor", async () => {
    const rt = makeTestRuntime()
    await rt.run(loadRecentLotteries())
    expect(rt.called()).toEqual([])
  })
})

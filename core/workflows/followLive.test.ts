import { describe, expect, it } from "vitest"
import { Api } from "../contract/Api.ts"
import type { SessionEnded } from "../events/Failures.ts"
import { receiveLive, refusedLive } from "./followLive.ts"
import { memberRuntime, memberState } from "./memberTestKit.ts"
import { refreshBalance } from "./refreshBalance.ts"
import { ok } from "./testRuntime.ts"

// The balance answer as the wire carries it (wire notes: amounts as decimal text).
const wireBalance = { sumBalance: "88.80", currencySymbol: "₱" }

describe("receiveLive", () => {
  it("turns a pushed balance into the polled answer's event, giving the same state", async () => {
    const polled = memberRuntime(memberState(), { answers: { balance: ok(wireBalance) } })
    await polled.run(refreshBalance)
    const pushed = memberRuntime(memberState())
    await pushed.run(receiveLive(JSON.stringify({ call: "balance", value: wireBalance })))
    expect(pushed.tags()).toEqual(["BalanceLoaded"])
    expect(pushed.called()).toEqual([])
    expect(pushed.store.state().wallet).toEqual(polled.store.state().wallet)
    expect(pushed.store.state().wallet).toMatchObject({ loaded: true, sum: 8880 })
  })
  it("calls again what a reload names, through the usual calls", async () => {
    const rt = memberRuntime(memberState(), { answers: { balance: ok(wireBalance), unreadCount: ok(3) } })
    await rt.run(receiveLive(JSON.stringify({ reload: ["balance", "unreadCount"] })))
    expect(rt.called()).toEqual([Api.balance.name, Api.unreadCount.name])
    expect(rt.tags()).toEqual(["BalanceLoaded", "UnreadCountLoaded"])
  })
  it("records data that does not decode as a rejected answer of the stream, and goes on", async () => {
    const rt = memberRuntime(memberState())
    const exit = await rt.run(receiveLive(JSON.stringify({ call: "balance", value: { sumBalance: [] } })))
    expect(exit._tag).toBe("Success")
    expect(rt.tags()).toEqual(["ApiResponseRejected"])
    await rt.run(receiveLive("not json"))
    expect(rt.tags()).toEqual(["ApiResponseRejected", "ApiResponseRejected"])
  })
})

describe("refusedLive", () => {
  const ended: SessionEnded = {
    _tag: "SessionEnded",
    endpoint: "live",
    errorCode: "login.not.session",
    message: "Not logged in",
  }
  it("ends a session nothing else ended: the expired session's warning, as after any call", async () => {
    const rt = memberRuntime(memberState())
    await rt.run(refusedLive(ended))
    expect(rt.tags()).toEqual(["SessionEnded"])
    expect(rt.store.state().session.loggedIn).toBe(false)
    expect(rt.store.state().modals.dialog?.key).toBe("session_expired")
  })
  it("raises nothing of its own once the session has ended (a logout, an exclusion, an expiry already handled)", async () => {
    const rt = memberRuntime(memberState({ loggedIn: false }))
    await rt.run(refusedLive(ended))
    expect(rt.tags()).toEqual([])
    expect(rt.store.state().modals.dialog).toBeUndefined()
  })
})

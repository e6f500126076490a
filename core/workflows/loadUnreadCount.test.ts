import { describe, expect, it } from "vitest"
import * as Store from "../store/Store.ts"
import { loadUnreadCount } from "./loadUnreadCount.ts"
import { makeTestRuntime, ok } from "./testRuntime.ts"

describe("loadUnreadCount", () => {
  it("loads a member's count", async () => {
    const store = Store.make()
    store.dispatch({ _tag: "LoginSucceeded", value: { token: "[redacted]" } })
    const rt = makeTestRuntime({ store, answers: { unreadCount: ok("3") } })
    expect(await rt.run(loadUnreadCount)).toMatchObject({ _tag: "Success", value: 3 })
    expect(rt.tags().slice(1)).toEqual(["UnreadCountLoaded"])
    expect(rt.store.state().messages.unread).toBe(3)
  })
  it("asks nothing for a visitor", async () => {
    const rt = makeTestRuntime()
    expect(await rt.run(loadUnreadCount)).toMatchObject({ _tag: "Success", value: 0 })
    expect(rt.called()).toEqual([])
  })
})

import * as Exit from "effect/Exit"
import { describe, expect, it } from "vitest"
import { reduce } from "../state/State.ts"
import { markMessagesRead } from "./markMessagesRead.ts"
import { memberRuntime, memberState } from "./memberTestKit.ts"
import { ok } from "./testRuntime.ts"

const state = reduce(memberState(), {
  _tag: "InboxLoaded",
  value: {
    list: [
      { id: "1", title: "a", isRead: true },
      { id: "2", title: "b" },
      { id: "3", title: "c" },
    ],
  },
})

describe("markMessagesRead", () => {
  it("sends only the unread ones and lowers the count when the platform answers", async () => {
    const rt = memberRuntime(state, { answers: { markMessagesRead: ok() } })
    expect(await rt.run(markMessagesRead(["1", "2"]))).toEqual(Exit.succeed(["2"]))
    expect(rt.requests[0]?.body).toEqual({ ids: ["2"] })
    expect(rt.store.state().messages.unread).toBe(1)
  })
  it("sends nothing when every message was read", async () => {
    const rt = memberRuntime(state)
    await rt.run(markMessagesRead(["1"]))
    expect(rt.called()).toEqual([])
  })
})

import { describe, expect, it } from "vitest"
import { memberState } from "../../workflows/memberTestKit.ts"
import { reduce, replay } from "../State.ts"
import { initialMessages } from "./messages.ts"

const inbox = {
  list: [
    { id: "1", title: "Welcome", isRead: true },
    { id: "2", title: "Bonus" },
    { id: "3", title: "Notice", isRead: false },
  ],
  totalPages: 1,
}

describe("messages slice", () => {
  const s0 = memberState()

  it("loads a page and counts the unread ones when the platform sends no count", () => {
    const s = replay(
      [
        { _tag: "InboxQueried", page: 1, size: 10 },
        { _tag: "InboxLoaded", value: inbox },
      ],
      s0,
    ).messages
    expect(s).toMatchObject({ loaded: true, loading: false, unread: 2, totalPages: 1 })
    expect(reduce(s0, { _tag: "InboxLoaded", value: { ...inbox, unreadCount: 9 } }).messages.unread).toBe(9)
  })
  it("takes the header's unread count, the one place it is kept, and forgets it when the member leaves", () => {
    const s = reduce(s0, { _tag: "UnreadCountLoaded", value: 4 })
    expect(s.messages.unread).toBe(4)
    expect(reduce(s, { _tag: "UnreadCountLoaded", value: 4 }).messages).toBe(s.messages)
    expect(reduce(s, { _tag: "LoggedOut", value: null }).messages.unread).toBe(0)
    expect(
      reduce(s, { _tag: "SessionEnded", endpoint: "unreadCount", errorCode: "x", message: "" }).messages.unread,
    ).toBe(0)
    expect("unread" in s.content).toBe(false)
  })
  it("marks messages read when the platform answers, not before", () => {
    const asked = replay(
      [
        { _tag: "InboxLoaded", value: inbox },
        { _tag: "MessagesReadRequested", ids: ["2", "1"] },
      ],
      s0,
    )
    expect(asked.messages.unread).toBe(2)
    const done = reduce(asked, { _tag: "MessagesMarkedRead", value: null }).messages
    expect(done.unread).toBe(1)
    expect(done.list.map((m) => m.isRead)).toEqual([true, true, false])
    expect(done.marking).toEqual([])
  })
  it("forgets the marking when it fails", () => {
    const asked = replay(
      [
        { _tag: "InboxLoaded", value: inbox },
        { _tag: "MessagesReadRequested", ids: ["2"] },
      ],
      s0,
    )
    const failed = reduce(asked, { _tag: "NetworkFailed", endpoint: "markMessagesRead", reason: "abnormal" }).messages
    expect(failed.marking).toEqual([])
    expect(failed.unread).toBe(2)
  })
  it("resets when the session ends", () => {
    const s = reduce(s0, { _tag: "InboxLoaded", value: inbox })
    expect(reduce(s, { _tag: "SessionEnded", endpoint: "inbox", errorCode: "x", message: "" }).messages).toBe(
      initialMessages,
    )
  })
})

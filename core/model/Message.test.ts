import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { Inbox, isUnread } from "./Message.ts"

describe("Message", () => {
  it("decodes an inbox page, read flags in any spelling", () => {
    const inbox = Schema.decodeUnknownSync(Inbox)({
      list: [
        { id: 1, title: "Welcome", content: "<p>Hi</p>", isRead: 1, createTime: "2024-03-01 10:00:00" },
        { id: "2", title: "Bonus credited", isRead: "0" },
        { id: 3, title: "Maintenance" },
      ],
      totalPages: 1,
      unreadCount: "2",
    })
    expect(inbox.unreadCount).toBe(2)
    expect(inbox.list?.map(isUnread)).toEqual([false, true, true])
  })
})

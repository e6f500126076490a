import { describe, expect, it } from "vitest"
import { loadInbox } from "./loadInbox.ts"
import { memberRuntime, memberState } from "./memberTestKit.ts"
import { ok } from "./testRuntime.ts"

describe("loadInbox", () => {
  it("asks for the page and counts the unread messages", async () => {
    const rt = memberRuntime(memberState(), {
      answers: {
        inbox: ok({
          list: [
            { id: 1, title: "Hi", isRead: 0 },
            { id: 2, title: "Yo", isRead: 1 },
          ],
          totalPages: 3,
        }),
      },
    })
    await rt.run(loadInbox({ page: 2 }))
    expect(rt.requests[0]?.body).toEqual({ page: 2, size: 10 })
    expect(rt.tags()).toEqual(["InboxQueried", "InboxLoaded"])
    expect(rt.store.state().messages).toMatchObject({ page: 2, totalPages: 3, unread: 1, loading: false })
  })
})

// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { ok } from "../../../core/workflows/testRuntime.ts"
import { bodiesOf, renderPage } from "../../records/recordsTestKit.tsx"
import Messages from "./Messages.tsx"

afterEach(cleanup)

const inbox = ok({
  list: [
    { id: "m1", title: "Welcome to Arena", content: "<p>Your <b>bonus</b> awaits</p>", isRead: false },
    { id: "m2", title: "Maintenance done", content: "<p>All games are back.</p>", isRead: true },
  ],
  totalPages: 1,
  unreadCount: 1,
})

describe("platform messages", () => {
  it("shows the unread count, opens a message with its sanitised text and marks it read", async () => {
    const { rt } = await renderPage(Messages, { inbox, markMessagesRead: ok(null) })
    expect(await screen.findByText("1 unread")).toBeTruthy()
    const welcome = screen.getByRole("button", { name: /Welcome to Arena/ })
    expect(welcome.getAttribute("aria-expanded")).toBe("false")
    fireEvent.click(welcome)
    expect(await screen.findByText("bonus")).toBeTruthy()
    await waitFor(() => expect(screen.queryByText("1 unread")).toBeNull())
    expect(bodiesOf(rt, "markMessagesRead")).toEqual([{ ids: ["m1"] }])
    fireEvent.click(screen.getByRole("button", { name: /Maintenance done/ }))
    expect(await screen.findByText("All games are back.")).toBeTruthy()
    expect(bodiesOf(rt, "markMessagesRead")).toHaveLength(1)
  })

  it("says so when there is no message", async () => {
    await renderPage(Messages, { inbox: ok({ list: [], totalPages: 0 }) })
    expect(await screen.findByText("No messages yet")).toBeTruthy()
  })
})

// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest"
import { ok } from "../../../core/workflows/testRuntime.ts"
import { findDialog, openAccountModal } from "../accountsTestKit.tsx"

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})
beforeAll(() => import("./chatRoom.tsx"))

const permission = (customerService: ReadonlyArray<unknown>, resources: ReadonlyArray<unknown> = []) =>
  ok({ maintenance: false, regionRestriction: false, info: { whitelabel: [], customerService, resources } })

/** A window that records, in order, what is done to it. */
const fakeWindow = (steps: Array<string>) => {
  const win = {
    opener: {} as unknown,
    location: {} as { href: string },
    close: vi.fn(() => steps.push("close")),
  }
  Object.defineProperty(win.location, "href", {
    set: (url: string) => steps.push(`navigate ${url}`),
    get: () => "",
  })
  return win
}

describe("the chat-room modal", () => {
  it("opens a blank window inside the click, then sends it to the decrypted chat link", async () => {
    const { dialog } = await openAccountModal("chatRoom", "Customer service", {
      answers: { status: permission([{ type: 3, path: "plain:https://chat.example/room" }]) },
    })
    const steps: Array<string> = []
    const win = fakeWindow(steps)
    vi.spyOn(window, "open").mockImplementation((url) => {
      steps.push(`open ${String(url)}`)
      return win as unknown as Window
    })
    fireEvent.click(within(dialog).getByRole("button", { name: "Start live chat" }))
    // Synchronously, in the click: the blank window is already open, nothing else yet.
    expect(steps).toEqual(["open about:blank"])
    await waitFor(() => expect(steps).toEqual(["open about:blank", "navigate https://chat.example/room"]))
    expect(win.opener).toBeNull()
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Customer service" })).toBeNull())
  })

  it("closes the window and warns when the link cannot be read", async () => {
    const { dialog } = await openAccountModal("chatRoom", "Customer service", {
      answers: { status: permission([{ type: 3, path: "not-a-ciphertext" }]) },
    })
    const steps: Array<string> = []
    vi.spyOn(window, "open").mockImplementation((url) => {
      steps.push(`open ${String(url)}`)
      return fakeWindow(steps) as unknown as Window
    })
    fireEvent.click(within(dialog).getByRole("button", { name: "Start live chat" }))
    const warning = await findDialog("Warning", "alertdialog")
    expect(within(warning).getByText("Invalid URL, please contact customer service.")).toBeTruthy()
    expect(steps).toEqual(["open about:blank", "close"])
  })

  it("lists the brand's other channels as links to a new tab", async () => {
    const { dialog } = await openAccountModal("chatRoom", "Customer service", {
      answers: {
        status: permission(
          [{ type: 3, path: "plain:https://chat.example/room" }],
          [
            { resourceType: "TELEGRAM", url: "https://t.me/arena_help", labelNameEn: "Telegram VIP" },
            { resourceType: "LINE", url: "javascript:alert(1)" },
            { resourceType: "IOS", url: "https://apps.example/ios" },
          ],
        ),
      },
    })
    const channels = within(within(dialog).getByRole("list", { name: "Other ways to reach us" })).getAllByRole("link")
    expect(channels.map((a) => [a.textContent, a.getAttribute("href"), a.getAttribute("rel")])).toEqual([
      ["Telegram VIP", "https://t.me/arena_help", "noopener noreferrer"],
    ])
  })
})

// @vitest-environment happy-dom
import { cleanup, fireEvent, waitFor, within } from "@testing-library/react"
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest"
import { ok, refused } from "../../../core/workflows/testRuntime.ts"
import { sanitize } from "../../components/sanitize.ts"
import { openAccountModal } from "../accountsTestKit.tsx"

// happy-dom does not run DOMPurify faithfully (SafeHtml.test.tsx): here a stand-in with the same effect on these
// notices records what the modal hands the sanitiser; notice.browser.test.ts runs the real one in Chromium.
vi.mock("../../components/sanitize.ts", () => ({
  sanitize: vi.fn((html: string) => html.replace(/<script[\s\S]*?<\/script>/g, "").replace(/ on\w+="[^"]*"/g, "")),
}))

afterEach(cleanup)
beforeAll(() => import("./notice.tsx"))

const notices = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    title: `Notice ${i + 1}`,
    content: `<p>Body of notice ${i + 1}</p>`,
    timestamp: `2026-01-${String((i % 28) + 1).padStart(2, "0")} 10:00:00`,
  }))

const announcements = (player: ReadonlyArray<unknown>) => ok({ banners: [], player, popup: [], promotion: [] })

const items = (dialog: HTMLElement) =>
  within(within(dialog).getByRole("list", { name: "Notifications on this page" }))
    .getAllByRole("button")
    .map((b) => b.querySelector(".notice-item-title")?.textContent)

const pageLinks = (dialog: HTMLElement) =>
  within(within(dialog).getByRole("navigation", { name: "Notification pages" }))
    .getAllByRole("button")
    .map((b) => b.textContent)

describe("the notice modal", () => {
  it("is titled 'notification' and lists the notices 9 to a page, the first one open", async () => {
    const { dialog } = await openAccountModal("notice", "Notifications", {
      answers: { announcements: announcements(notices(12)) },
    })
    await waitFor(() => expect(items(dialog)).toHaveLength(9))
    expect(items(dialog)[0]).toBe("Notice 1")
    expect(within(dialog).getByRole("heading", { name: "Notice 1" })).toBeTruthy()
    expect(within(dialog).getByText("01/01/2026 10:00:00", { selector: ".notice-article-time" })).toBeTruthy()
    await waitFor(() => expect(within(dialog).getByText("Body of notice 1")).toBeTruthy())
    fireEvent.click(within(dialog).getByRole("button", { name: "Page 2" }))
    await waitFor(() => expect(items(dialog)).toEqual(["Notice 10", "Notice 11", "Notice 12"]))
    expect(within(dialog).getByRole("button", { name: "Page 2" }).getAttribute("aria-current")).toBe("page")
    fireEvent.click(within(dialog).getByRole("button", { name: /Notice 12/ }))
    await waitFor(() => expect(within(dialog).getByRole("heading", { name: "Notice 12" })).toBeTruthy())
    await waitFor(() => expect(within(dialog).getByText("Body of notice 12")).toBeTruthy())
  })

  it("shows the page links with a range of 3 and one margin page", async () => {
    const { dialog } = await openAccountModal("notice", "Notifications", {
      answers: { announcements: announcements(notices(60)) },
    })
    await waitFor(() => expect(pageLinks(dialog)).toEqual(["‹", "1", "2", "3", "7", "›"]))
    expect(dialog.querySelectorAll(".pagination-gap")).toHaveLength(1)
    fireEvent.click(within(dialog).getByRole("button", { name: "Page 3" }))
    fireEvent.click(await within(dialog).findByRole("button", { name: "Page 4" }))
    await waitFor(() => expect(pageLinks(dialog)).toEqual(["‹", "1", "3", "4", "5", "7", "›"]))
    expect(dialog.querySelectorAll(".pagination-gap")).toHaveLength(2)
    fireEvent.click(within(dialog).getByRole("button", { name: "Next page" }))
    await waitFor(() => expect(items(dialog)[0]).toBe("Notice 37"))
  })

  it("shows the notice's HTML only as the sanitiser returns it: no onerror handler, no script", async () => {
    const hostile = {
      id: 99,
      title: "Security reminder",
      content:
        "<h3>Stay safe</h3><p>Our staff will never ask for your password.</p>" +
        '<img src="x" onerror="alert(\'not sanitised\')" alt="">' +
        "<script>document.title = 'not sanitised'</script>" +
        '<p>Report it through <a href="/help" onclick="steal()">customer service</a>.</p>',
    }
    const { dialog } = await openAccountModal("notice", "Notifications", {
      answers: { announcements: announcements([hostile]) },
    })
    await waitFor(() => expect(within(dialog).getByText("Stay safe")).toBeTruthy())
    expect(sanitize).toHaveBeenCalledWith(hostile.content)
    const body = dialog.querySelector(".notice-article .safe-html") as HTMLElement
    expect(body.querySelector("script")).toBeNull()
    expect(body.innerHTML).not.toMatch(/onerror|onclick|alert|document\.title/)
    const img = body.querySelector("img")
    expect(img === null || !img.hasAttribute("onerror")).toBe(true)
    expect(within(body).getByRole("link", { name: "customer service" }).getAttribute("href")).toBe("/help")
    expect(document.title).not.toBe("not sanitised")
  })

  it("says when the notices cannot be loaded, and tries again", async () => {
    const { rt, dialog } = await openAccountModal("notice", "Notifications", {
      answers: { announcements: [refused(500, "system.busy", "busy"), announcements(notices(2))] },
    })
    expect((await within(dialog).findByRole("alert")).textContent).toBe("The notifications could not be loaded.")
    fireEvent.click(within(dialog).getByRole("button", { name: "Try again" }))
    await waitFor(() => expect(items(dialog)).toEqual(["Notice 1", "Notice 2"]))
    expect(rt.called().filter((n) => n === "announcements")).toHaveLength(2)
  })

  it("says when there is nothing to read", async () => {
    const { dialog } = await openAccountModal("notice", "Notifications", {
      answers: { announcements: announcements([]) },
    })
    expect(await within(dialog).findByText("There are no notifications right now.")).toBeTruthy()
  })
})

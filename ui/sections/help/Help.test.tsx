// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { ok } from "../../../core/workflows/testRuntime.ts"
import { asVisitor, renderPage } from "../../content/publicTestKit.tsx"
import Help from "./Help.tsx"

// The sanitiser's own behaviour is proven in Chromium (notice.browser.test.ts); here it passes the clean topics on.
vi.mock("../../components/sanitize.ts", () => ({ sanitize: (html: string) => html }))

afterEach(() => {
  cleanup()
  window.location.hash = ""
})

const topics = [
  { title: "About Us", tag: "about", content: "<p>Arena is an online entertainment portal.</p>" },
  { title: "User Agreement", tag: "term", content: "<p>By registering you accept these terms.</p>" },
  { title: "Deposits", tag: "deposit", content: "<p>Deposit from the member centre.</p>" },
]

describe("the help centre page", () => {
  it("shows the help topics under the page's heading, with customer service beneath", async () => {
    await asVisitor({ helpCentre: ok(topics) })
    renderPage("/help", <Help />)
    expect(screen.getByRole("heading", { level: 1, name: "How can we help?" })).toBeTruthy()
    expect(await screen.findByRole("heading", { name: "About Us" })).toBeTruthy()
    expect(screen.getByRole("button", { name: "Still need help? Contact customer service" })).toBeTruthy()
  })

  it("opens on the user agreement from the hash, content only on /helpmc", async () => {
    window.location.hash = "#term"
    await asVisitor({ helpCentre: ok(topics) })
    renderPage("/helpmc", <Help />)
    const article = (await screen.findByRole("heading", { name: "User Agreement" })).closest("article") as HTMLElement
    // The body is sanitised HTML: its sanitiser is a chunk of its own, so the text may follow the heading.
    expect(await within(article).findByText("By registering you accept these terms.")).toBeTruthy()
    expect(screen.queryByText("How can we help?")).toBeNull()
    expect(screen.queryByRole("button", { name: /customer service/ })).toBeNull()
  })

  it("follows the hash when only the hash changes: a navigation, a hash link, after a topic was picked", async () => {
    window.history.replaceState(null, "", "/help#about")
    await asVisitor({ helpCentre: ok(topics) })
    renderPage("/help", <Help />)
    const shown = async (title: string) =>
      expect((await screen.findByRole("heading", { name: title })).closest("article")).toBeTruthy()
    await shown("About Us")
    // The portal's navigation to the same page with another hash (history.pushState, as wouter navigates).
    act(() => window.history.pushState(null, "", "/help#term"))
    await shown("User Agreement")
    expect(screen.queryByRole("heading", { name: "About Us" })).toBeNull()
    // A topic picked in the page, then a plain hash link: the hash wins.
    fireEvent.click(screen.getByRole("button", { name: "About Us" }))
    await shown("About Us")
    act(() => {
      window.location.hash = "#deposit"
    })
    await shown("Deposits")
  })
})

// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react"
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
    expect(within(article).getByText("By registering you accept these terms.")).toBeTruthy()
    expect(screen.queryByText("How can we help?")).toBeNull()
    expect(screen.queryByRole("button", { name: /customer service/ })).toBeNull()
  })
})

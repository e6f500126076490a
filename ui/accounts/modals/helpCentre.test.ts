// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest"
import { ok, refused } from "../../../core/workflows/testRuntime.ts"
import { chooseLanguage } from "../../actions/language.ts"
import { findDialog, openAccountModal } from "../accountsTestKit.tsx"

// The sanitiser's own behaviour is proven in Chromium (notice.browser.test.ts); here it passes the clean topics on.
vi.mock("../../components/sanitize.ts", () => ({ sanitize: (html: string) => html }))

afterEach(cleanup)
beforeAll(() => Promise.all([import("./helpCentre.tsx"), import("./register.tsx")]))

const topics = [
  { title: "About Us", tag: "about", content: "<p>Arena is an online entertainment portal.</p>" },
  {
    title: "Account",
    tag: "account",
    content: "<p>Opening an account and keeping it safe.</p>",
    children: [
      { title: "How to register", tag: "register", content: "<p>Click Register at the top of the page.</p>" },
      { title: "Forgot password", tag: "forgotPassword", content: "<p>By email or by phone.</p>" },
    ],
  },
  { title: "User Agreement", tag: "term", content: "<p>By registering you accept these terms.</p>" },
]

const nav = (dialog: HTMLElement) => within(within(dialog).getByRole("navigation", { name: "Help topics" }))

describe("the help-centre modal", () => {
  it("loads the topics in the interface's language and opens on the first", async () => {
    const { rt, dialog } = await openAccountModal("helpCentre", "Help centre", {
      answers: { helpCentre: ok(topics) },
    })
    expect(await within(dialog).findByRole("heading", { name: "About Us" })).toBeTruthy()
    expect(within(dialog).getByText("Arena is an online entertainment portal.")).toBeTruthy()
    expect(rt.requests.find((r) => r.endpoint.name === "helpCentre")?.body).toEqual({ lang: "EN", device: "WEB" })
    await act(async () => chooseLanguage("vi"))
    await waitFor(() => expect(rt.requests.filter((r) => r.endpoint.name === "helpCentre")).toHaveLength(2))
    expect(rt.requests.filter((r) => r.endpoint.name === "helpCentre")[1]?.body).toEqual({ lang: "VI", device: "WEB" })
    await act(async () => chooseLanguage("en"))
  })

  it("navigates between topics and into sub-topics", async () => {
    const { dialog } = await openAccountModal("helpCentre", "Help centre", {
      answers: { helpCentre: ok(topics) },
    })
    await within(dialog).findByRole("heading", { name: "About Us" })
    expect(nav(dialog).getByRole("button", { name: "About Us" }).getAttribute("aria-current")).toBe("true")
    expect(nav(dialog).queryByRole("button", { name: "How to register" })).toBeNull()
    fireEvent.click(nav(dialog).getByRole("button", { name: "Account" }))
    expect(within(dialog).getByRole("heading", { name: "Account" })).toBeTruthy()
    // The sub-topics open in the navigation and are linked under the topic.
    expect(nav(dialog).getByRole("button", { name: "How to register" })).toBeTruthy()
    const article = dialog.querySelector("article") as HTMLElement
    fireEvent.click(within(article).getByRole("button", { name: "Forgot password" }))
    expect(within(dialog).getByRole("heading", { name: "Forgot password" })).toBeTruthy()
    expect(await within(dialog).findByText("By email or by phone.")).toBeTruthy()
    expect(nav(dialog).getByRole("button", { name: "Forgot password" }).getAttribute("aria-current")).toBe("true")
    expect(document.activeElement).toBe(article)
  })

  it("opens on the user agreement from the register modal, over it, and gives the form back", async () => {
    const { rt, dialog } = await openAccountModal("register", "Register", {
      answers: { helpCentre: ok(topics) },
    })
    fireEvent.change(within(dialog).getByLabelText("Username"), { target: { value: "keepme01" } })
    fireEvent.click(within(dialog).getByRole("button", { name: "User Agreement" }))
    const help = await findDialog("Help centre")
    expect(await within(help).findByRole("heading", { name: "User Agreement" })).toBeTruthy()
    expect(rt.store.state().modals.open).toEqual(["register", "helpCentre"])
    fireEvent.keyDown(help, { key: "Escape" })
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Help centre" })).toBeNull())
    expect((within(dialog).getByLabelText("Username") as HTMLInputElement).value).toBe("keepme01")
  })

  it("says when the help centre cannot be loaded, and tries again", async () => {
    const { dialog } = await openAccountModal("helpCentre", "Help centre", {
      answers: { helpCentre: [refused(500, "system.busy", "busy"), ok(topics)] },
    })
    expect((await within(dialog).findByRole("alert")).textContent).toBe("The help centre could not be loaded.")
    fireEvent.click(within(dialog).getByRole("button", { name: "Try again" }))
    expect(await within(dialog).findByRole("heading", { name: "About Us" })).toBeTruthy()
  })
})

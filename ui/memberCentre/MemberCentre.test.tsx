// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { ok } from "../../core/workflows/testRuntime.ts"
import { memberPortal, openCentre, settle } from "./memberCentreTestKit.tsx"
import { useRestoreMemberCentre } from "./useMemberCentreUrl.ts"

afterEach(cleanup)

/** The logged-in bar's restoring hook, alone. */
function Restore() {
  useRestoreMemberCentre("player01")
  return null
}

describe("the member centre popup", () => {
  it("opens on my account with the member's menu, keeps its page in the address, hides the body's scroll", async () => {
    const { dialog, location, rt } = await openCentre()
    const menu = within(dialog).getByRole("navigation", { name: "Member centre menu" })
    const items = within(menu)
      .getAllByRole("button")
      .map((b) => b.textContent)
    expect(items.slice(0, 4)).toEqual(["My account", "My wallet", "Deposit", "Withdraw"])
    // playerRank only with a member label; the single-wallet page only in single-wallet mode.
    expect(items).not.toContain("Player rank")
    expect(items).not.toContain("Wallet")
    expect(within(menu).getByRole("button", { name: "My account" }).getAttribute("aria-current")).toBe("page")
    expect(within(dialog).getByRole("heading", { name: "My account", level: 3 })).toBeTruthy()
    await waitFor(() => expect(location.history?.at(-1)).toBe("/?mc=securityCenter"))
    expect(document.body.style.overflow).toBe("hidden")
    expect(rt.store.state().memberCentre).toMatchObject({ open: true, page: "securityCenter" })
  })

  it("moves between pages from the menu, and Escape closes it, restoring the scroll and the address", async () => {
    const { dialog, location, rt } = await openCentre()
    fireEvent.click(within(dialog).getByRole("button", { name: "Deposit" }))
    expect(await within(dialog).findByRole("heading", { name: "Deposit", level: 3 })).toBeTruthy()
    await waitFor(() => expect(location.history?.at(-1)).toBe("/?mc=depositv2"))
    fireEvent.keyDown(dialog, { key: "Escape" })
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Member centre" })).toBeNull())
    expect(rt.store.state().memberCentre.open).toBe(false)
    expect(document.body.style.overflow).toBe("")
    await waitFor(() => expect(location.history?.at(-1)).toBe("/"))
  })

  it("brings its pages with it: a page picked from the menu shows at once, never a loading placeholder", async () => {
    const { dialog } = await openCentre()
    const menu = within(dialog).getByRole("navigation", { name: "Member centre menu" })
    for (const item of within(menu).getAllByRole("button")) {
      fireEvent.click(item)
      expect(dialog.querySelector(".mc-skeleton")).toBeNull()
    }
  })

  it("shows the open missions' badge on the first opening", async () => {
    const { dialog } = await openCentre(undefined, {
      answers: { availablePromotions: ok({ MISSION: { enabled: true, count: 3 } }) },
    })
    const menu = within(dialog).getByRole("navigation", { name: "Member centre menu" })
    expect(await within(menu).findByRole("status", { name: "3 open missions" })).toBeTruthy()
  })

  it("opens player rank only for a member with a label", async () => {
    const { dialog } = await openCentre("playerRank", { member: { memberLabel: [{ labelName: "Gold" }] } })
    expect(within(dialog).getByRole("button", { name: "Player rank" }).getAttribute("aria-current")).toBe("page")
    cleanup()
    const other = await openCentre("playerRank")
    expect(within(other.dialog).getByRole("heading", { name: "My account", level: 3 })).toBeTruthy()
  })

  it("keeps the focus inside and closes with its close button", async () => {
    const { dialog, rt } = await openCentre()
    const outside = document.createElement("button")
    document.body.append(outside)
    act(() => outside.focus())
    expect(dialog.contains(document.activeElement)).toBe(true)
    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }))
    await waitFor(() => expect(rt.store.state().memberCentre.open).toBe(false))
    outside.remove()
  })

  it("comes back on the address's page after a reload, once the member is known", async () => {
    const p = await memberPortal({ path: "/?mc=withdraw", answers: { withdrawalInfo: { status: 500, body: {} } } })
    const { render } = await import("@testing-library/react")
    const { Router } = await import("wouter")
    render(
      <Router hook={p.location.hook} searchHook={p.location.searchHook}>
        <Restore />
      </Router>,
    )
    const dialog = await screen.findByRole("dialog", { name: "Member centre" }, { timeout: 50_000 })
    expect(within(dialog).getByRole("button", { name: "Withdraw" }).getAttribute("aria-current")).toBe("page")
    await settle()
  })
})

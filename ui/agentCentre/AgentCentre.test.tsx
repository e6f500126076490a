// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { ok, refused } from "../../core/workflows/testRuntime.ts"
import { view } from "../state/mirror.ts"
import { bodiesOf, dividendAndSalary, openAgent } from "./agentCentreTestKit.tsx"

afterEach(cleanup)

const overview = ok({
  teamSize: 12,
  directCount: 3,
  newMembers: 2,
  activeMembers: 1250,
  firstDepositCount: 1,
  teamBalance: 1234567.5,
  depositAmount: 500,
  withdrawalAmount: 0,
  betAmount: 1000,
  validBet: 900,
  profitLoss: -250.25,
  bonus: 10,
  rebate: 5,
})

describe("agent centre", () => {
  it("opens on the team overview with the eight pages every agent sees, titled Agent", async () => {
    const { dialog, rt } = await openAgent(undefined, { answers: { teamOverview: overview } })
    const menu = within(dialog).getByRole("navigation", { name: "Agent centre menu" })
    expect(
      within(menu)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual([
      "Announcement",
      "Team overview",
      "Account",
      "Team management",
      "Team betting",
      "User profit and loss",
      "My income",
      "Transaction details",
    ])
    expect(within(menu).getByRole("button", { name: "Team overview" }).getAttribute("aria-current")).toBe("page")
    expect(await within(dialog).findByText("1,234,567.50")).toBeTruthy()
    expect(within(dialog).getByText("1,250")).toBeTruthy()
    expect(within(dialog).getByText("-250.25").className).toContain("amount-down")
    expect(bodiesOf(rt, "teamOverview")).toEqual([{ startDate: "2026-01-09", endDate: "2026-01-15" }])
  })

  it("adds dividend and daily salary when their contract flags are on, not hourly salary", async () => {
    const { dialog } = await openAgent(undefined, {
      answers: { teamOverview: overview, consolidated: dividendAndSalary },
    })
    const menu = within(dialog).getByRole("navigation", { name: "Agent centre menu" })
    const names = within(menu)
      .getAllByRole("button")
      .map((b) => b.textContent)
    expect(names.slice(8)).toEqual(["Dividend", "Daily salary"])
  })

  it("brings its pages with it: a page picked from the menu shows at once, never a loading placeholder", async () => {
    const { dialog } = await openAgent(undefined, {
      answers: { teamOverview: overview, consolidated: dividendAndSalary },
    })
    const menu = within(dialog).getByRole("navigation", { name: "Agent centre menu" })
    for (const item of within(menu).getAllByRole("button")) {
      fireEvent.click(item)
      expect(dialog.querySelector(".mc-skeleton")).toBeNull()
    }
  })

  it("sends each preset's range for the overview", async () => {
    const { dialog, rt } = await openAgent(undefined, { answers: { teamOverview: overview } })
    await within(dialog).findByText("1,234,567.50")
    fireEvent.click(within(dialog).getByRole("radio", { name: "Last 30 days" }))
    await waitFor(() =>
      expect(bodiesOf(rt, "teamOverview")[1]).toEqual({ startDate: "2025-12-17", endDate: "2026-01-15" }),
    )
  })

  it("opens the register centre from Account, and closes with Escape", async () => {
    const { dialog } = await openAgent(undefined, { answers: { teamOverview: overview } })
    const menu = within(dialog).getByRole("navigation", { name: "Agent centre menu" })
    fireEvent.click(within(menu).getByRole("button", { name: "Account" }))
    expect(await within(dialog).findByRole("heading", { level: 4, name: "Register a downline account" })).toBeTruthy()
    expect(within(dialog).getByRole("heading", { level: 3, name: "Account" })).toBeTruthy()
    expect(within(dialog).queryByText("Coming soon")).toBeNull()
    fireEvent.keyDown(dialog, { key: "Escape" })
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Agent" })).toBeNull())
    expect(view.agentCentre.open).toBe(false)
  })

  it("shows a failed overview with a retry that asks again", async () => {
    const { dialog, rt } = await openAgent(undefined, {
      answers: { teamOverview: [refused(500, "system.busy"), overview] },
    })
    const alert = await within(dialog).findByRole("alert")
    fireEvent.click(within(alert).getByRole("button", { name: "Try again" }))
    expect(await within(dialog).findByText("1,234,567.50")).toBeTruthy()
    expect(bodiesOf(rt, "teamOverview")).toHaveLength(2)
  })
})

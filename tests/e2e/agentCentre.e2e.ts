/**
 * The agent centre against the sandbox (spec section 2): a seeded agent opens it from the header's agent-centre
 * button and lands on the team overview (title Agent, the left menu, the team's figures from the seeded tree), moves
 * to the team management, report and dividend pages, and closes it with Escape; a plain member has no agent-centre button; and
 * the centre has no serious or critical axe violation at 1440 and 375 px. The agents are seeded (sandbox/seed) and
 * only read here, so the tests disturb nobody; the plain member is registered fresh.
 */
import { type Page, test } from "@playwright/test"
import {
  appearFrom,
  expect,
  expectLoggedInAs,
  freshIp,
  freshMobile,
  freshUsername,
  header,
  logIn,
  ready,
  registerMember,
  seriousViolations,
  shot,
} from "./support.ts"

const centre = (page: Page) => page.getByRole("dialog", { name: "Agent", exact: true })
const menu = (page: Page) => centre(page).getByRole("navigation", { name: "Agent centre menu" })
const pageTitle = (page: Page, name: string) => centre(page).getByRole("heading", { name, level: 3, exact: true })
const agentButton = (page: Page) => header(page).getByRole("button", { name: "Agent centre", exact: true })

/** A seeded agent, logged in at home, 1440 px wide (from the usual address: a new one asks to verify the device). */
const agentAtHome = async (page: Page, account = "agent01") => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto("/")
  await ready(page)
  await logIn(page, account, "Agent123")
  await expectLoggedInAs(page, account)
}

test.describe("agent centre", () => {
  test("a seeded agent opens it from the header on the team overview, moves between pages and closes it", async ({
    page,
  }) => {
    // Four axe runs over the whole portal on a shared 2-core machine.
    test.setTimeout(180_000)
    await agentAtHome(page)
    await agentButton(page).click()
    await expect(centre(page)).toBeVisible()
    await expect(pageTitle(page, "Team overview")).toBeVisible()
    await expect(menu(page).getByRole("button", { name: "Team overview" })).toHaveAttribute("aria-current", "page")
    for (const name of ["Announcement", "Account", "Team management", "Team betting", "My income"]) {
      await expect(menu(page).getByRole("button", { name, exact: true })).toBeVisible()
    }
    const teamSize = centre(page).getByRole("listitem").filter({ hasText: "Team size" })
    await expect(teamSize).toHaveText(/Team size\s*[1-9]/)
    await expect(centre(page).getByRole("listitem").filter({ hasText: "Team balance" })).toHaveText(
      /\d{1,3}(,\d{3})*\.\d{2}$/,
    )
    await expect(page.locator("body")).toHaveCSS("overflow", "hidden")
    expect(await seriousViolations(page)).toEqual([])
    await shot(page, "agent-centre-overview-1440")

    await menu(page).getByRole("button", { name: "Team management", exact: true }).click()
    await expect(pageTitle(page, "Team management")).toBeVisible()
    await expect(centre(page).getByRole("cell", { name: "agent02", exact: true })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])

    await menu(page).getByRole("button", { name: "Transaction details", exact: true }).click()
    await expect(pageTitle(page, "Transaction details")).toBeVisible()
    await centre(page).getByRole("radio", { name: "Last 30 days" }).check()
    await expect(centre(page).getByRole("table").or(centre(page).getByText("No records in this range"))).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])

    // agent01's contract flags show the dividend page: the upline's offers, the offer form and the income paid.
    await menu(page).getByRole("button", { name: "Dividend", exact: true }).click()
    await expect(pageTitle(page, "Dividend")).toBeVisible()
    await expect(centre(page).getByRole("region", { name: "Offer a contract to a downline" })).toBeVisible()
    await expect(centre(page).getByRole("region", { name: "Income paid" })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    await shot(page, "agent-centre-dividend-1440")

    await page.keyboard.press("Escape")
    await expect(centre(page)).toBeHidden()
  })

  test("works at 375 px without serious axe violations", async ({ page }) => {
    test.setTimeout(120_000)
    await agentAtHome(page, "agent02")
    await agentButton(page).click()
    await expect(pageTitle(page, "Team overview")).toBeVisible()
    await page.setViewportSize({ width: 375, height: 812 })
    await expect(centre(page).getByRole("listitem").filter({ hasText: "Team size" })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    await shot(page, "agent-centre-overview-375")
    await menu(page).getByRole("button", { name: "Team betting", exact: true }).click()
    await expect(pageTitle(page, "Team betting")).toBeVisible()
    await expect(centre(page).getByRole("table").or(centre(page).getByText("No records in this range"))).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    await centre(page).getByRole("button", { name: "Close" }).click()
    await expect(centre(page)).toBeHidden()
  })

  test("a plain member has no agent-centre button", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await appearFrom(page, freshIp())
    await page.goto("/")
    await ready(page)
    const username = freshUsername("acm")
    await registerMember(page, { username, password: "Secret123", mobile: freshMobile() })
    await expect(header(page).getByRole("button", { name: "Deposit", exact: true })).toBeVisible()
    await expect(agentButton(page)).toHaveCount(0)
  })
})

/**
 * What blocks the portal end to end (spec sections 2, 4, 6 and 8): a trial member (the free-play demo, or the
 * seeded type-4 account) is stopped with the need-a-real-account warning at the member centre and at a game; under
 * maintenance or in a restricted region the whole app is the blocking page, with its titles, text, the visitor's IP
 * and a Contact Us button opening customer service. The switches are turned off after every test.
 */
import { type Page, test } from "@playwright/test"
import {
  appearFrom,
  atHomeFrom,
  balanceButton,
  expect,
  expectLoggedInAs,
  freshIp,
  header,
  logIn,
  ready,
  str,
  switches,
} from "./support.ts"

const realAccountWarning = async (page: Page) => {
  const warning = page.getByRole("alertdialog", { name: "Warning" })
  await expect(warning).toBeVisible()
  await expect(warning.getByText("You need a real account for this. Please register a real account.")).toBeVisible()
  // One confirm button (spec section 8), no cancel.
  await expect(warning.getByRole("button", { name: "OK" })).toHaveCount(1)
  await expect(warning.getByRole("button", { name: "Cancel" })).toHaveCount(0)
  await warning.getByRole("button", { name: "OK" }).click()
  await expect(warning).toBeHidden()
}

test.describe("trial member", () => {
  test("the demo button logs in a trial member, who is refused the member centre and games", async ({ page }) => {
    await atHomeFrom(page)
    await header(page).getByRole("button", { name: "Demo", exact: true }).click()
    await expect(balanceButton(page)).toBeVisible({ timeout: 15_000 })
    const account = header(page)
      .getByRole("button", { name: /^trial\d+/ })
      .first()
    await expect(account).toBeAttached()

    // The member centre: the account name, then deposit.
    await account.click()
    await realAccountWarning(page)
    await header(page).getByRole("button", { name: "Deposit", exact: true }).click()
    await realAccountWarning(page)
    // No modal opened (the home page's popup notice is a non-modal dialog and may be showing).
    await expect(page.locator('[role="dialog"][aria-modal="true"]')).toHaveCount(0)

    // A game: a category with one vendor launches directly (spec section 4), here refused.
    await page
      .getByRole("main")
      .getByRole("button", { name: /^Sports 1 provider/ })
      .click()
    await realAccountWarning(page)
    await expect(page).toHaveURL(/\/$/)
  })

  test("the seeded trial account (type 4) logging in by username is refused the member centre", async ({ page }) => {
    await page.goto("/")
    await ready(page)
    await logIn(page, "trial01", "Trial123")
    await expectLoggedInAs(page, "trial01")
    await header(page).getByRole("button", { name: "Betting record", exact: true }).click()
    await realAccountWarning(page)
  })
})

test.describe("blocking pages", () => {
  test.afterEach(async ({ request }) => {
    await switches(request, { maintenance: false, regionRestricted: false })
  })

  test("maintenance: the System Maintenance page with its text and Contact Us", async ({ page, request }) => {
    await switches(request, { maintenance: true })
    await page.goto("/")
    await expect(page.getByRole("heading", { level: 1, name: "System Maintenance" })).toBeVisible()
    await expect(page.getByText("RESTRICTION OF VISIT")).toBeVisible()
    await expect(
      page.getByText("Dear valued Customer: We are currently performing a system maintenance", { exact: true }),
    ).toBeVisible()
    // The whole app is the page: no portal header, no navigation.
    await expect(page.getByRole("banner")).toHaveCount(0)
    await expect(page.getByRole("navigation", { name: "Main menu" })).toHaveCount(0)

    // Contact Us opens customer service: a new window on the decrypted chat link.
    const chat = page.waitForEvent("popup")
    await page.getByRole("button", { name: "Contact Us" }).click()
    const popup = await chat
    await expect.poll(() => popup.url(), { timeout: 10_000 }).toContain("/sandbox/chat")
    await popup.close()

    // Any route shows it, in the visitor's language too.
    await page.goto("/promotions")
    await expect(page.getByRole("heading", { level: 1, name: "System Maintenance" })).toBeVisible()
    await page.getByRole("button", { name: "Language: EN" }).click()
    await page.getByRole("button", { name: /简体中文/ }).click()
    await expect(
      page.getByRole("heading", { level: 1, name: str("zh-CN", "blocking", "maintenance_title") }),
    ).toBeVisible()

    // Switched off, the portal is back on the next load.
    await switches(request, { maintenance: false })
    await page.goto("/")
    await ready(page, "zh-CN")
  })

  test("IP restriction: the IP Restriction page with the visitor's IP and Contact Us", async ({ page, request }) => {
    const ip = freshIp()
    await appearFrom(page, ip)
    await switches(request, { regionRestricted: true })
    await page.goto("/")
    await expect(page.getByRole("heading", { level: 1, name: "IP Restriction" })).toBeVisible()
    await expect(page.getByText("RESTRICTION OF VISIT")).toBeVisible()
    await expect(page.getByText("Your IP address:")).toBeVisible()
    await expect(page.getByText(ip, { exact: true })).toBeVisible()
    await expect(page.getByRole("banner")).toHaveCount(0)
    const chat = page.waitForEvent("popup")
    await page.getByRole("button", { name: "Contact Us" }).click()
    const popup = await chat
    await expect.poll(() => popup.url(), { timeout: 10_000 }).toContain("/sandbox/chat")
    await popup.close()
  })

  test("maintenance wins over a regional restriction (status 1)", async ({ page, request }) => {
    await switches(request, { maintenance: true, regionRestricted: true })
    await page.goto("/")
    await expect(page.getByRole("heading", { level: 1, name: "System Maintenance" })).toBeVisible()
    await expect(page.getByText("Your IP address:")).toHaveCount(0)
  })
})

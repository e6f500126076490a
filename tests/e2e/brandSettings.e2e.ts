/**
 * The brand's login guard end to end (spec section 2 "Optional guard: if the brand setting loginedToHomePage is on,
 * any navigation without a session token goes to /login, except /login, /register, /register.html, /helpmc and
 * /download"): switched on through the sandbox's development tool, served in the permission answer, followed by the
 * portal in Chromium. The guard is switched off after every test, so the other files of this worker's sandbox see
 * the demo brand as shipped.
 */
import { type APIRequestContext, type Page, test } from "@playwright/test"
import { devHeaders, dialog, expect, expectLoggedInAs, header, ready, str } from "./support.ts"

const guard = async (request: APIRequestContext, on: boolean) => {
  const res = await request.post("/sandbox/admin/brand", { data: { loginedToHomePage: on }, headers: devHeaders })
  expect(res.ok(), "the sandbox's brand switch answers").toBe(true)
}

const loginModal = (page: Page) => dialog(page, str("en", "login", "title"))

test.describe("the login guard (loginedToHomePage)", () => {
  test.afterEach(async ({ request }) => {
    await guard(request, false)
  })

  test("off, as shipped: a visitor browses any section", async ({ page }) => {
    await page.goto("/vip")
    await ready(page)
    await expect(page).toHaveURL(/\/vip$/)
    await expect(loginModal(page)).toHaveCount(0)
  })

  test("on: a visitor's navigation goes to /login, the public paths stay, and a member goes anywhere", async ({
    page,
    request,
  }) => {
    await guard(request, true)

    // A section without a session: sent to /login, where the login modal opens.
    await page.goto("/vip")
    await expect(page).toHaveURL(/\/login$/, { timeout: 20_000 })
    await expect(loginModal(page)).toBeVisible({ timeout: 20_000 })

    // The exceptions of spec section 2 stay where they are.
    await page.goto("/helpmc")
    await expect(page.getByRole("main").or(page.locator("body")).first()).toBeVisible()
    await expect(page).toHaveURL(/\/helpmc$/)
    await page.goto("/register")
    await expect(dialog(page, str("en", "register", "title"))).toBeVisible({ timeout: 20_000 })
    await expect(page).toHaveURL(/\/register$/)

    // Another section, by the address bar: the guard again.
    await page.goto("/promotions")
    await expect(page).toHaveURL(/\/login$/, { timeout: 20_000 })
    const modal = loginModal(page)
    await expect(modal).toBeVisible({ timeout: 20_000 })

    // Logged in from the /login page, the member reaches the sections, also after a reload.
    await modal.getByRole("textbox", { name: str("en", "login", "username"), exact: true }).fill("player01")
    await modal.getByRole("textbox", { name: str("en", "login", "password"), exact: true }).fill("Player123")
    await modal.getByRole("button", { name: str("en", "login", "submit"), exact: true }).click()
    await expectLoggedInAs(page, "player01")
    await page.goto("/vip")
    await expect(balanceOrHeader(page)).toBeVisible({ timeout: 20_000 })
    await expect(page).toHaveURL(/\/vip$/)
    await expect(loginModal(page)).toHaveCount(0)
  })
})

/** The header of a page that has painted (the logged-in bar's balance button once the session is restored). */
const balanceOrHeader = (page: Page) => header(page).getByRole("button", { name: /(Hide|Show) balance/ })

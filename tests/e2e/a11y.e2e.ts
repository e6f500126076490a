/**
 * Accessibility end to end (axe-core, no serious or critical violation): every route of spec section 2 as
 * a visitor, the member's header, and each modal open (login, register, forgot password, change password, notice,
 * help centre) plus the confirmation and warning dialogs. Every finding is a soft expectation named by its route or
 * modal, so one run lists them all. Modals are also checked for what axe cannot see: the focus starts inside and
 * Escape closes them.
 */
import { type Locator, type Page, test } from "@playwright/test"
import {
  balanceButton,
  expect,
  expectLoggedInAs,
  header,
  logIn,
  openLogin,
  openNotice,
  openRegister,
  ready,
  seriousViolations,
  specRoutes,
} from "./support.ts"

/** The open modal dialogs (the home's popup notice is a non-modal dialog, left out). */
const modals = (page: Page): Locator => page.locator('[role="dialog"][aria-modal="true"]')

/** Routes that open a modal when arrived on (spec section 2). */
const arrivalModals: ReadonlySet<string> = new Set(["/register", "/register.html", "/login"])

/** Waits until the route has painted its strings and its lazy parts. */
const settle = async (page: Page, what: string) => {
  await expect(page.locator("#root"), what).not.toBeEmpty()
  await expect(page.getByRole("main").or(page.getByRole("banner")).first(), what).toBeVisible()
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 })
}

/** Checks the open modal: focus inside, no serious violation. */
const checkModal = async (page: Page, name: string, modal: Locator) => {
  await expect(modal).toBeVisible()
  // Waits for the modal to take the focus (its lazy parts painted), not for the network to fall quiet: a logged-in
  // page's live stream stays open, so `networkidle` may never come.
  await expect
    .poll(() => modal.evaluate((m) => m.contains(document.activeElement)), { timeout: 10_000 })
    .toBe(true)
    .catch(() => undefined)
  expect
    .soft(await modal.evaluate((m) => m.contains(document.activeElement)), `${name}: the focus starts inside the modal`)
    .toBe(true)
  expect.soft(await seriousViolations(page), `${name}: serious axe violations`).toEqual([])
}

test("axe: every route of spec section 2 has no serious violation", async ({ page, request }) => {
  test.setTimeout(240_000)
  // Each route answers the app shell (a full load); the sweep then moves inside the app as a person would (history
  // navigation, no reload), so axe is injected once and the run stays short.
  for (const path of specRoutes)
    expect.soft((await request.get(path)).status(), `${path}: answered with the app`).toBe(200)
  await page.goto("/")
  await ready(page)
  for (const path of specRoutes) {
    await page.evaluate((to) => history.pushState(null, "", to), path)
    await expect(page).toHaveURL(new RegExp(`${path.replace(".", "\\.")}$`))
    await settle(page, path)
    expect.soft(await seriousViolations(page), `${path}: serious axe violations`).toEqual([])
    // /register and /login open their modal on arrival: checked with it open, then closed.
    if (arrivalModals.has(path)) {
      await expect(modals(page)).toBeVisible()
      expect.soft(await seriousViolations(page), `${path} with its modal: serious axe violations`).toEqual([])
      await page.keyboard.press("Escape")
      await expect(modals(page)).toHaveCount(0)
    }
  }
})

test("axe: the login, register, forgot-password and help-centre modals", async ({ page }) => {
  // Eight axe runs: long on a shared machine.
  test.setTimeout(180_000)
  await page.goto("/")
  await ready(page)

  const login = await openLogin(page)
  await checkModal(page, "login (username)", login)
  await login.getByRole("tab", { name: "Mobile" }).click()
  await checkModal(page, "login (mobile)", login)
  // Validation messages shown: still no violation (messages tied to their fields).
  await login.getByRole("button", { name: "Log in", exact: true }).click()
  await expect(login.getByRole("textbox", { name: "Mobile number" })).toHaveAttribute("aria-invalid", "true")
  await checkModal(page, "login (mobile, with messages)", login)
  await page.keyboard.press("Escape")
  await expect(login).toBeHidden()
  // The focus goes back to the button that opened it.
  await expect(header(page).getByRole("button", { name: "Log in", exact: true })).toBeFocused()

  const forgot = await openLogin(page)
  await forgot.getByRole("button", { name: "Forgot password?" }).click()
  const recovery = page.getByRole("dialog", { name: "Forgot password" })
  await checkModal(page, "forgot password (email)", recovery)
  await recovery.getByRole("tab", { name: "By mobile" }).click()
  await checkModal(page, "forgot password (mobile)", recovery)
  await page.keyboard.press("Escape")
  await expect(recovery).toBeHidden()

  const register = await openRegister(page)
  await checkModal(page, "register (username)", register)
  await register.getByRole("button", { name: "Register", exact: true }).click()
  await expect(register.getByRole("textbox", { name: "Username" })).toHaveAttribute("aria-invalid", "true")
  await checkModal(page, "register (with messages)", register)
  await register.getByRole("tab", { name: "By mobile" }).click()
  await checkModal(page, "register (mobile)", register)

  // The help centre, reached from the register modal's user agreement (spec section 2), stacked over it.
  await register.getByRole("tab", { name: "By username" }).click()
  await register.getByRole("button", { name: "User Agreement" }).click()
  const help = page.getByRole("dialog", { name: "Help centre" })
  await expect(help).toBeVisible()
  await expect(help.getByText("Loading help topics")).toHaveCount(0, { timeout: 10_000 })
  await checkModal(page, "help centre", help)
  await page.keyboard.press("Escape")
  await expect(help).toBeHidden()
  await expect(register).toBeVisible()
  await page.keyboard.press("Escape")
  await expect(register).toBeHidden()
})

test("axe: the notice modal, opened from the home page's notices", async ({ page }) => {
  await page.goto("/")
  await ready(page)
  const notice = await openNotice(page)
  await expect(notice.getByText("Loading notifications")).toHaveCount(0, { timeout: 10_000 })
  await checkModal(page, "notice", notice)
  await page.keyboard.press("Escape")
  await expect(notice).toBeHidden()
})

test("axe: the member's header, the sign-out confirmation and the forced change-password modal", async ({ page }) => {
  test.setTimeout(120_000)
  await page.goto("/")
  await ready(page)
  await logIn(page, "player01", "Player123")
  await expectLoggedInAs(page, "player01")
  // The logged-in header painted with its figures (the stream keeps the network busy: no `networkidle` to wait for).
  await expect(balanceButton(page)).toHaveText(/\d/)
  await settle(page, "/ logged in")
  expect.soft(await seriousViolations(page), "home, logged in: serious axe violations").toEqual([])

  await header(page).getByRole("button", { name: "Sign out", exact: true }).click()
  const confirm = page.getByRole("alertdialog", { name: "Sign out" })
  await checkModal(page, "sign-out confirmation", confirm)
  await confirm.getByRole("button", { name: "Sign out", exact: true }).click()
  await ready(page)

  // The change-password modal, as the forced one of an expired password (expired01 keeps its flag: not changed).
  await logIn(page, "expired01", "Expired123")
  const change = page.getByRole("alertdialog", { name: "Set a new password" })
  await expect(change).toBeVisible({ timeout: 15_000 })
  await checkModal(page, "change password (forced, expired)", change)
  await change.getByRole("button", { name: "Change password" }).click()
  await expect(change.getByRole("textbox", { name: "New password", exact: true })).toHaveAttribute(
    "aria-invalid",
    "true",
  )
  await checkModal(page, "change password (with messages)", change)
})

test("axe: the narrow header (375 px) with the account menu open, and the trial warning", async ({ page }) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto("/")
  await ready(page)
  // The home page itself at 375 px is home.e2e.ts's (with its popup and the notice modal): here the header's menu.
  await settle(page, "/ at 375 px")
  await logIn(page, "trial01", "Trial123")
  await expect(header(page).getByRole("button", { name: "Account menu" })).toBeVisible({ timeout: 15_000 })
  await header(page).getByRole("button", { name: "Account menu" }).click()
  await expect(header(page).getByRole("button", { name: "Sign out", exact: true })).toBeVisible()
  expect.soft(await seriousViolations(page), "account menu at 375 px: serious axe violations").toEqual([])
  await header(page).getByRole("button", { name: "Betting record", exact: true }).click()
  const warning = page.getByRole("alertdialog", { name: "Warning" })
  await checkModal(page, "trial warning", warning)
})

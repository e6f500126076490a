/**
 * Screenshots for review, and the layout checks they stand for, in each of the six header languages: as a visitor,
 * the home page and each modal (login, forgot password, register, help centre, notice, the forced change of
 * password); as a signed-in agent, home, the slot lobby, the member centre and the agent centre. Images go under the
 * Playwright output folder (`screenshots/<lng>-<what>-<width>.png`), which CI keeps. Nothing compares the images:
 * what fails the run are the checks beside them, every one of them in every language: the home page scrolls no
 * wider than the screen at 375 and 1440 px (as a visitor and as a member); at 1440 px the header's categories fit
 * in one row up to Promotions; the banners' words are the language's; the bundled Thai font draws Thai.
 *
 * Which shots: a translation that does not fit shows at the narrowest width, where words wrap and buttons overflow,
 * so every language is shot at 375 px. At the wider widths the layouts differ between languages only in the
 * header's row of categories, which the check above measures in every language; so the other widths (1440 px for
 * the visitor's views, 1024 and 1440 px for the member's) are shot once, in English. That is 11 images a language
 * and 16 more in English (82), where the two files this one replaces took 159, each language loading the portal
 * twice and logging in twice.
 *
 * Fast by construction: six tests, a pair of languages each as a visitor and as a member; each one page loaded
 * once, its first language a returning visitor's (hisLang stored before the load), the second switched by the
 * header's own menu as a visitor does (the strings, the banners and the modals follow it live); the views reached
 * by the portal's own navigation and each shot taken by resizing the viewport, never by reloading.
 */
import { join } from "node:path"
import { type Locator, type Page, type TestInfo, test } from "@playwright/test"
import {
  dialog,
  expect,
  header,
  horizontalOverflow,
  inputHandled,
  type Lng,
  literal,
  logIn,
  navigate,
  openLogin,
  openNotice,
  openRegister,
  platformCode,
  ready,
  startIn,
  str,
  toLowerBlocks,
} from "./support.ts"

const wide = { width: 1440, height: 900 }
const middle = { width: 1024, height: 768 }
const narrow = { width: 375, height: 812 }

/**
 * The languages in three pairs, a test each as a visitor and as a member, so the six tests share the two workers
 * evenly and each stays well within its time on a loaded machine. Each pair's first language is a returning
 * visitor's (hisLang stored before the first load); the second is reached by the header's menu: both ways into a
 * language are shot.
 */
const groups: ReadonlyArray<ReadonlyArray<Lng>> = [
  ["en", "zh-CN"],
  ["ja", "th"],
  ["vi", "pt"],
]

/** Each language as its menu item names it: in its own language, whatever the interface's (spec section 1). */
const autonym: Readonly<Record<Lng, string>> = {
  "zh-CN": "简体中文",
  en: "English",
  ja: "日本語",
  th: "ไทย",
  vi: "Tiếng Việt",
  pt: "Português",
}

// The two tests share the two workers.
test.describe.configure({ mode: "parallel" })

/**
 * Shoots the page as it is at `sizes` (the narrow width only, unless English), waiting for `settled` at each, and
 * goes back to 1440 px.
 */
const shoot = async (
  page: Page,
  info: TestInfo,
  lng: Lng,
  name: string,
  sizes: ReadonlyArray<{ width: number; height: number }>,
  settled?: Locator,
) => {
  for (const size of lng === "en" ? sizes : [narrow]) {
    await page.setViewportSize(size)
    if (settled !== undefined) await expect(settled).toBeVisible()
    await page.evaluate(() => document.fonts.ready.then(() => undefined))
    await page.screenshot({ path: join(info.project.outputDir, "screenshots", `${lng}-${name}-${size.width}.png`) })
  }
  await page.setViewportSize(wide)
}

/** The page scrolls no wider than the screen at 1440 and at 375 px; ends at 1440 px. */
const noSidewaysScroll = async (page: Page, what: string) => {
  for (const size of [wide, narrow]) {
    await page.setViewportSize(size)
    await page.evaluate(() => document.fonts.ready.then(() => undefined))
    const { scrollWidth, innerWidth } = await horizontalOverflow(page)
    expect
      .soft(scrollWidth, `${what} at ${size.width} px scrolls no wider than the screen`)
      .toBeLessThanOrEqual(innerWidth)
  }
  await page.setViewportSize(wide)
}

/** Switches the interface language with the header's menu, as a visitor does; the page is at 1440 px. */
const switchLanguage = async (page: Page, from: Lng, to: Lng) => {
  if (from === to) return
  await header(page)
    .getByRole("button", { name: `${str(from, "layout", "language")}: ${platformCode[from]}`, exact: true })
    .click()
  await header(page)
    .getByRole("list", { name: str(from, "layout", "language") })
    .getByRole("button", { name: literal(autonym[to]) })
    .click()
  await expect(
    header(page).getByRole("button", { name: `${str(to, "layout", "language")}: ${platformCode[to]}`, exact: true }),
  ).toBeVisible()
  await expect(page.locator("html")).toHaveAttribute("lang", to)
}

/**
 * Dismisses the popup notices a login brings, each by its last button ("Got it"), by the keyboard: a toast (the last
 * login) may lie over the button for a while. The first is waited for; a closed one gives way to the next at once,
 * so the next is looked for once the page has handled the key.
 */
const dismissPopups = async (page: Page) => {
  const popup = page.getByRole("dialog")
  const first = await popup
    .first()
    .waitFor({ timeout: 10_000 })
    .then(() => true)
    .catch(() => false)
  for (let i = 0; first && i < 5 && (await popup.count()) > 0; i++) {
    await popup
      .first()
      .getByRole("button")
      .last()
      .press("Enter", { timeout: 5_000 })
      .catch(() => undefined)
    await inputHandled(page)
  }
  await expect(popup).toHaveCount(0)
}

for (const group of groups) {
  test(`a visitor's home and every modal, in ${group.join(", ")}`, async ({ page }, info) => {
    test.setTimeout(420_000)
    const [first = "en"] = group
    await page.setViewportSize(wide)
    await startIn(page, first)
    await page.goto("/")
    await ready(page, first)
    let current = first
    for (const lng of group) {
      await switchLanguage(page, current, lng)
      current = lng
      await ready(page, lng)

      // Home: no sideways scrolling at either width; at 1440 px the header's categories fit in one row up to
      // Promotions, whatever the language.
      await noSidewaysScroll(page, `home in ${lng}`)
      const promotions = page
        .getByRole("navigation", { name: str(lng, "layout", "main_menu") })
        .getByRole("link", { name: str(lng, "layout", "promotions"), exact: true })
      await expect(promotions).toBeInViewport({ ratio: 1 })
      await shoot(page, info, lng, "home", [wide, narrow])

      // Login, then forgot password from it.
      const login = await openLogin(page, lng)
      await shoot(page, info, lng, "login", [wide, narrow], login)
      await login.getByRole("button", { name: str(lng, "login", "forgot") }).click()
      const forgot = dialog(page, str(lng, "recovery", "title"))
      await shoot(page, info, lng, "forgot", [wide, narrow], forgot)
      await page.keyboard.press("Escape")
      await expect(forgot).toBeHidden()

      // Register, then the help centre from its user agreement.
      const register = await openRegister(page, lng)
      await shoot(page, info, lng, "register", [wide, narrow], register)
      await register.getByRole("button", { name: str(lng, "register", "user_agreement") }).click()
      const help = dialog(page, str(lng, "help", "title"))
      await expect(help.getByText(str(lng, "help", "loading"))).toHaveCount(0, { timeout: 10_000 })
      await shoot(page, info, lng, "help", [wide, narrow], help)
      await page.keyboard.press("Escape")
      await expect(help).toBeHidden()
      await page.keyboard.press("Escape")
      await expect(register).toBeHidden()

      // The notice modal, from the home page's notices.
      const notice = await openNotice(page, lng)
      await expect(notice.getByText(str(lng, "notice", "loading"))).toHaveCount(0, { timeout: 10_000 })
      await shoot(page, info, lng, "notice", [wide, narrow], notice)
      await page.keyboard.press("Escape")
      await expect(notice).toBeHidden()

      // Change password: the forced one of expired01 (its flag stays: the password is not changed here).
      await logIn(page, "expired01", "Expired123", lng)
      const change = page.getByRole("alertdialog", { name: str(lng, "password", "forced_title") })
      await expect(change).toBeVisible({ timeout: 15_000 })
      await shoot(page, info, lng, "change-password", [wide, narrow], change)
      await change.getByRole("button", { name: str(lng, "password", "sign_out_instead") }).click()
      await ready(page, lng)
    }
  })

  test(`a signed-in agent's home, lobby, member centre and agent centre, in ${group.join(", ")}`, async ({
    page,
  }, info) => {
    test.setTimeout(420_000)
    const pages = [wide, middle, narrow]
    const [first = "en"] = group
    await page.setViewportSize(wide)
    await startIn(page, first)
    await page.goto("/")
    await ready(page, first)
    await logIn(page, "agent01", "Agent123", first)
    const account = header(page)
      .getByRole("button", { name: /^agent01\b/ })
      .first()
    await expect(account).toBeVisible({ timeout: 15_000 })
    await dismissPopups(page)

    let current = first
    for (const lng of group) {
      await switchLanguage(page, current, lng)
      current = lng

      // Home, with the banners' words in this language and the jackpot counted up; the member's bar scrolls no wider
      // than the screen.
      await navigate(page, "/")
      const title = page.locator(".banners-slide").first().locator(".banners-title")
      if (lng === "en") await expect(title).toHaveText("100% Welcome Bonus")
      else await expect(title).not.toHaveText(/^(100% Welcome Bonus)?$/)
      await toLowerBlocks(page)
      await expect(page.locator(".jackpot-figure [data-testid=jackpot-count]")).toHaveText(/P [\d,.]+/, {
        timeout: 15_000,
      })
      await page.evaluate(() => window.scrollTo(0, 0))
      await noSidewaysScroll(page, `the member's home in ${lng}`)
      await shoot(page, info, lng, "member-home", pages)
      if (lng === "th") {
        const thai = await page.evaluate(() =>
          [...document.fonts].some((f) => f.family.replaceAll('"', "") === "Arena Thai" && f.status === "loaded"),
        )
        expect(thai, "the bundled Thai font draws the Thai text").toBe(true)
      }
      if (lng === "en") {
        // The narrow header's account menu, open.
        await page.setViewportSize(narrow)
        const menu = header(page).getByRole("button", { name: str(lng, "layout", "account_menu") })
        await menu.click()
        await expect(menu).toHaveAttribute("aria-expanded", "true")
        await shoot(page, info, lng, "member-menu", [narrow])
        await page.setViewportSize(narrow)
        await menu.click()
        await expect(menu).toHaveAttribute("aria-expanded", "false")
        await page.setViewportSize(wide)
      }

      // The slot lobby, with its generated thumbnails.
      await navigate(page, "/rng")
      await expect(page.locator(".game-card img").first()).toBeVisible({ timeout: 15_000 })
      await shoot(page, info, lng, "lobby", pages)

      // The member centre, opened from the account button.
      await navigate(page, "/")
      await account.press("Enter")
      const centre = page.getByRole("dialog")
      await expect(centre).toBeVisible()
      await expect(centre.getByRole("heading", { level: 3 }).first()).toBeVisible()
      await shoot(page, info, lng, "member-centre", pages)
      await page.keyboard.press("Escape")
      await expect(centre).toHaveCount(0)

      // The agent centre.
      await header(page)
        .getByRole("button", { name: str(lng, "layout", "agent_centre"), exact: true })
        .press("Enter")
      await expect(centre).toBeVisible()
      await expect(centre.getByRole("heading", { level: 3 }).first()).toBeVisible()
      await shoot(page, info, lng, "agent-centre", pages)
      await page.keyboard.press("Escape")
      await expect(centre).toHaveCount(0)
    }
  })
}

/**
 * The layout's fit at the widths players use (real layout in Chromium): the right floating bar covers none of the
 * page (1440 x 900 and 1024 x 768); on phones and tablets (375 and 1024 px), where the side menu is hidden, a menu
 * button opens every place of it (VIP, the points mall...) in an accessible drawer; on phones the mini game's
 * launcher covers no game tile.
 */
import { type Browser, type Page, test } from "@playwright/test"
import { expect, header, ready, seriousViolations, toLowerBlocks } from "./support.ts"

/** A page in a context of its own at `viewport`, on `path` once the portal is ready; the caller closes the context. */
const readyPageAt = async (browser: Browser, viewport: { width: number; height: number }, path: string) => {
  const context = await browser.newContext({ viewport })
  const page = await context.newPage()
  await page.goto(path)
  await ready(page)
  return { context, page }
}

/** Left edge of the open right bar, and the right edges of the page's main column and the footer's content. */
const edges = (page: Page) =>
  page.evaluate(() => {
    const bar = document.querySelector(".right-bar-list")?.getBoundingClientRect()
    const main = document.querySelector(".app-main")?.getBoundingClientRect()
    const footer = document.querySelector(".footer-inner")
    const footerRight =
      footer === null
        ? 0
        : footer.getBoundingClientRect().right - Number.parseFloat(getComputedStyle(footer).paddingRight)
    return { bar: bar?.left ?? 0, main: main?.right ?? Number.POSITIVE_INFINITY, footer: footerRight }
  })

test.describe("the right floating bar", () => {
  for (const [width, height] of [
    [1440, 900],
    [1024, 768],
  ] as const) {
    test(`covers nothing of the page at ${width} x ${height}`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width, height } })
      const page = await context.newPage()
      for (const path of ["/", "/rng"]) {
        await page.goto(path)
        await ready(page)
        await expect(page.getByRole("complementary", { name: "Quick links" }).getByRole("list")).toBeVisible({
          timeout: 20_000,
        })
        const e = await edges(page)
        expect(e.bar).toBeGreaterThan(width / 2)
        expect(e.main, `${path}: the main column ends under the bar`).toBeLessThanOrEqual(e.bar)
        expect(e.footer, `${path}: the footer ends under the bar`).toBeLessThanOrEqual(e.bar)
      }
      // One of the controls it used to cover: the speed test's "Test again" ends left of the bar.
      await page.goto("/")
      await expect(page.getByRole("complementary", { name: "Quick links" }).getByRole("list")).toBeVisible({
        timeout: 20_000,
      })
      await toLowerBlocks(page)
      const again = page.getByRole("button", { name: "Test again" })
      await expect(again).toBeAttached({ timeout: 20_000 })
      const box = await again.boundingBox()
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual((await edges(page)).bar)
      await context.close()
    })
  }
})

test.describe("the navigation drawer", () => {
  for (const [width, height] of [
    [375, 800],
    [1024, 768],
  ] as const) {
    test(`reaches VIP and the points mall from the menu button at ${width} px`, async ({ browser }) => {
      const { context, page } = await readyPageAt(browser, { width, height }, "/promotions")
      const button = header(page).getByRole("button", { name: "Menu", exact: true })
      await expect(button).toHaveAttribute("aria-expanded", "false")
      await button.click()
      const drawer = page.getByRole("dialog", { name: "Menu", exact: true })
      await expect(drawer).toBeVisible()
      await expect(button).toHaveAttribute("aria-expanded", "true")
      const nav = drawer.getByRole("navigation", { name: "Quick menu" })
      for (const name of ["Promotions", "VIP", "Points mall", "App download", "Help", "Join us"])
        await expect(nav.getByRole("link", { name, exact: true })).toBeVisible()
      if (width === 375) expect(await seriousViolations(page)).toEqual([])
      // Escape closes it and gives the focus back to the button.
      await page.keyboard.press("Escape")
      await expect(drawer).toBeHidden()
      await expect(button).toBeFocused()
      await button.click()
      await drawer.getByRole("link", { name: "VIP", exact: true }).click()
      await expect(page).toHaveURL(/\/vip$/)
      await expect(drawer).toBeHidden()
      await button.click()
      await page.getByRole("dialog", { name: "Menu", exact: true }).getByRole("link", { name: "Points mall" }).click()
      await expect(page).toHaveURL(/\/pointMall$/)
      await context.close()
    })
  }

  test("has no menu button where the side menu shows (1440 px)", async ({ browser }) => {
    const { context, page } = await readyPageAt(browser, { width: 1440, height: 900 }, "/promotions")
    await expect(page.getByRole("complementary", { name: "Quick menu" })).toBeVisible()
    await expect(header(page).getByRole("button", { name: "Menu", exact: true })).toBeHidden()
    await context.close()
  })
})

test("on a phone the mini game's launcher covers no game tile, and still opens its tray", async ({ browser }) => {
  const { context, page } = await readyPageAt(browser, { width: 375, height: 800 }, "/rng")
  const launcher = page.getByRole("button", { name: "Hot games", exact: true })
  await expect(launcher).toBeAttached({ timeout: 20_000 })
  await expect(page.locator(".app-main li").first()).toBeVisible()
  // In page coordinates: the launcher starts below everything of the main column.
  const { mainBottom, launcherTop } = await page.evaluate(() => {
    const main = document.querySelector(".app-main")?.getBoundingClientRect()
    const button = document.querySelector(".mini-game-launcher")?.getBoundingClientRect()
    return { mainBottom: (main?.bottom ?? 0) + window.scrollY, launcherTop: (button?.top ?? 0) + window.scrollY }
  })
  expect(launcherTop).toBeGreaterThanOrEqual(mainBottom)
  await launcher.scrollIntoViewIfNeeded()
  await launcher.click()
  await expect(launcher).toHaveAttribute("aria-expanded", "true")
  await context.close()
})

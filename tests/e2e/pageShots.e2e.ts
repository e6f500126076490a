/**
 * Screenshots of the portal as a signed-in player and agent sees it, kept by the run for review: home, the slot
 * lobby, the member centre and the agent centre at 375, 1024 and 1440 px in each of the six languages (72 images),
 * under the Playwright output folder (`screenshots/<lng>-<what>-<width>.png`), which CI keeps. Fast by construction:
 * one page per language, logged in once, moved between views by the portal's own navigation (no reload), each view
 * shot at the three widths by resizing the viewport. The Thai run also checks that the bundled Thai font is what
 * draws Thai, so a system without one shows text, not boxes.
 */
import { join } from "node:path"
import { type Page, type TestInfo, test } from "@playwright/test"
import { expect, header, type Lng, languages, logIn, ready, startIn, str } from "./support.ts"

const widths = [
  { width: 1440, height: 900 },
  { width: 1024, height: 768 },
  { width: 375, height: 812 },
] as const

/** Shoots the page at each width, ending back at 1440 px. */
const atEachWidth = async (page: Page, info: TestInfo, name: string) => {
  for (const size of widths) {
    await page.setViewportSize(size)
    await page.evaluate(() => document.fonts.ready.then(() => undefined))
    await page.screenshot({ path: join(info.project.outputDir, "screenshots", `${name}-${size.width}.png`) })
  }
  await page.setViewportSize(widths[0])
}

/** Moves within the portal as its links do (wouter follows the history), without reloading the page. */
const navigate = async (page: Page, path: string) => {
  await page.evaluate((p) => {
    history.pushState(null, "", p)
    dispatchEvent(new PopStateEvent("popstate"))
  }, path)
  await expect(page).toHaveURL(new RegExp(`${path}$`))
}

/**
 * Dismisses the popup notices a login brings (each by its last button, "Got it"), waiting a moment for each. By the
 * keyboard: a toast (the last login) may lie over the button for a while. A popup may close or give way to the next
 * between the look and the press: each press is bounded, and so is the number of popups.
 */
const dismissPopups = async (page: Page) => {
  const popup = page.getByRole("dialog")
  for (let i = 0, wait = 10_000; i < 5; i++, wait = 2_000) {
    const shown = await popup
      .first()
      .waitFor({ timeout: wait })
      .then(() => true)
      .catch(() => false)
    if (!shown) return
    await popup
      .first()
      .getByRole("button")
      .last()
      .press("Enter", { timeout: 5_000 })
      .catch(() => undefined)
  }
  await expect(popup).toHaveCount(0)
}

// The six languages share the two workers.
test.describe.configure({ mode: "parallel" })

for (const lng of languages) {
  test(`pages in ${lng}: home, lobby, member centre and agent centre at 375, 1024 and 1440 px`, async ({
    page,
  }, info) => {
    test.setTimeout(120_000)
    await page.setViewportSize(widths[0])
    await startIn(page, lng as Lng)
    await page.goto("/")
    await ready(page, lng)
    await logIn(page, "agent01", "Agent123", lng)
    const account = header(page)
      .getByRole("button", { name: /^agent01\b/ })
      .first()
    await expect(account).toBeVisible({ timeout: 15_000 })
    await dismissPopups(page)

    // Home, with the banners' words in this language and the jackpot counted up.
    const title = page.locator(".banners-slide").first().locator(".banners-title")
    if (lng === "en") await expect(title).toHaveText("100% Welcome Bonus")
    else await expect(title).not.toHaveText(/^(100% Welcome Bonus)?$/)
    await expect(page.locator(".jackpot-figure [data-testid=jackpot-count]")).toHaveText(/P [\d,.]+/, {
      timeout: 15_000,
    })
    await atEachWidth(page, info, `${lng}-home`)
    if (lng === "th") {
      const thai = await page.evaluate(() =>
        [...document.fonts].some((f) => f.family.replaceAll('"', "") === "Arena Thai" && f.status === "loaded"),
      )
      expect(thai, "the bundled Thai font draws the Thai text").toBe(true)
    }

    // The slot lobby, with its generated thumbnails.
    await navigate(page, "/rng")
    await expect(page.locator(".game-card img").first()).toBeVisible({ timeout: 15_000 })
    await atEachWidth(page, info, `${lng}-lobby`)

    // The member centre, opened from the account button.
    await navigate(page, "/")
    await account.press("Enter")
    await expect(page.getByRole("dialog")).toBeVisible()
    await expect(page.getByRole("dialog").getByRole("heading", { level: 3 }).first()).toBeVisible()
    await atEachWidth(page, info, `${lng}-member-centre`)
    await page.keyboard.press("Escape")
    await expect(page.getByRole("dialog")).toHaveCount(0)

    // The agent centre.
    await header(page)
      .getByRole("button", { name: str(lng, "layout", "agent_centre"), exact: true })
      .press("Enter")
    await expect(page.getByRole("dialog")).toBeVisible()
    await expect(page.getByRole("dialog").getByRole("heading", { level: 3 }).first()).toBeVisible()
    await atEachWidth(page, info, `${lng}-agent-centre`)
  })
}

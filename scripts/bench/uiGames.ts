/**
 * Games figures, measured in Chromium against the sandbox serving the built UI:
 *
 * - `ui.lobby_js_gzip_kb`: the JS (gzip, as served) the browser fetches when the person goes from the loaded home page
 *   to /rng by clicking the header's Slots link, until the lobby's tabs show and the network settles;
 * - `ui.launch_ms`: from the click on a game in the /rng lobby to the game iframe's address being set, as a seeded
 *   member (player01), median of 5 (each from a fresh load of the lobby), timed inside the page.
 *
 * The lead wires it into `npm run bench -- --only ui`; it takes the browser and the sandbox's address from there.
 */
import type { Page } from "@playwright/test"
import { scriptKb } from "./ui.ts"
import { logIn, onHomePage, type PageFigures, quiet } from "./uiPage.ts"

/** Launches timed. */
const launches = 5

const median = (xs: ReadonlyArray<number>): number => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.floor(s.length / 2)] ?? 0
}

/** The slot lobby's first game button, once shown. */
const firstGame = async (page: Page, baseUrl: string) => {
  await page.goto(`${baseUrl}/rng?page=PT`, { waitUntil: "load" })
  const game = page
    .getByRole("main")
    .getByRole("button", { name: /^Play / })
    .first()
  await game.waitFor({ timeout: 30_000 })
  return game
}

/** Milliseconds from a click on the lobby's first game to the game iframe's `src` being set, timed in the page. */
const timeLaunch = async (page: Page, baseUrl: string): Promise<number> => {
  const game = await firstGame(page, baseUrl)
  await page.evaluate(() => {
    const w = window as unknown as { __launch: { clicked: number; set: number } }
    w.__launch = { clicked: 0, set: 0 }
    document.addEventListener(
      "click",
      () => {
        w.__launch.clicked = performance.now()
      },
      { capture: true, once: true },
    )
    const seen = new MutationObserver(() => {
      const frame = document.querySelector("iframe.game-frame")
      if (frame?.getAttribute("src")) {
        w.__launch.set = performance.now()
        seen.disconnect()
      }
    })
    seen.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ["src"] })
  })
  await game.click()
  await page.waitForFunction(() => (window as unknown as { __launch: { set: number } }).__launch.set > 0, undefined, {
    timeout: 30_000,
  })
  return page.evaluate(() => {
    const l = (window as unknown as { __launch: { clicked: number; set: number } }).__launch
    return l.set - l.clicked
  })
}

/**
 * One untimed launch first: the member's money is in the main wallet, so the portal offers to move it into the game's
 * wallet before the first game opens (the funding offer); 100.00 is moved (the records figure plays from the rest),
 * and the timed launches that follow
 * open at once, as a member's do after the first.
 */
const fundFirstLaunch = async (page: Page, baseUrl: string): Promise<void> => {
  const game = await firstGame(page, baseUrl)
  await game.click()
  const offer = page
    .getByRole("dialog")
    .filter({ has: page.getByRole("button", { name: "Move and play", exact: true }) })
  const move = offer.getByRole("button", { name: "Move and play", exact: true })
  const frame = page.locator("iframe.game-frame[src]")
  await move.or(frame).first().waitFor({ timeout: 30_000 })
  if (await move.isVisible()) {
    await offer.getByRole("textbox", { name: "Amount to move" }).fill("100")
    await move.click()
    await frame.waitFor({ timeout: 30_000 })
  }
}

/** The games figures. */
export const gamesFigures: PageFigures = async (browser, baseUrl, log) => {
  return onHomePage(browser, baseUrl, async (page) => {
    await quiet(page)
    const nav = page.getByRole("banner").getByRole("navigation")
    const slots = nav.getByRole("link", { name: "Slots", exact: true })
    await slots.waitFor({ timeout: 30_000 })
    const lobbyKb = await scriptKb(page, async () => {
      await slots.click()
      await page.waitForURL(/\/rng$/)
      await page.getByRole("tab", { name: "Hot games" }).waitFor({ timeout: 30_000 })
    })
    log(`home → /rng: ${lobbyKb.toFixed(1)} KB of JS (gzip)`)

    await logIn(page)
    await fundFirstLaunch(page, baseUrl)
    const times: Array<number> = []
    for (let i = 0; i < launches; i++) {
      const ms = await timeLaunch(page, baseUrl)
      log(`launch ${i + 1}: ${Math.round(ms)} ms`)
      times.push(ms)
    }
    return {
      "ui.lobby_js_gzip_kb": Number(lobbyKb.toFixed(1)),
      "ui.launch_ms": Math.round(median(times)),
    }
  })
}

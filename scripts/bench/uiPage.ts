/**
 * The browser set-up every ui figure after the home page's shares (scripts/bench/ui*.ts): a desktop-sized context on
 * the home page, the seeded member, and the login through the header's modal as a member does it.
 */
import type { Browser, Page } from "@playwright/test"

/** The seeded member (sandbox/seed/members.ts). */
export const seeded = { account: "player01", password: "Player123" } as const

/** Logs the seeded member in through the header's login modal and waits for the logged-in bar. */
export const logIn = async (page: Page): Promise<void> => {
  await page.getByRole("banner").getByRole("button", { name: "Log in", exact: true }).click()
  const modal = page.getByRole("dialog", { name: "Log in" })
  await modal.getByRole("textbox", { name: "Username", exact: true }).fill(seeded.account)
  await modal.getByRole("textbox", { name: "Password", exact: true }).fill(seeded.password)
  await modal.getByRole("button", { name: "Log in", exact: true }).click()
  await page
    .getByRole("banner")
    .getByRole("button", { name: /(Hide|Show) balance/ })
    .waitFor({ timeout: 30_000 })
}

/** How a figure wants its page. */
export interface PageOptions {
  /** Playwright's fake clock installed before the page loads (a long session in seconds of real time). */
  readonly fakeClock?: boolean
  /** A script run in the page before its own. */
  readonly initScript?: string
}

/** Runs `use` on the loaded home page of `baseUrl` in a fresh 1440×900 context, closed afterwards. */
export const onHomePage = async <A>(
  browser: Browser,
  baseUrl: string,
  use: (page: Page) => Promise<A>,
  options: PageOptions = {},
): Promise<A> => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  try {
    if (options.initScript !== undefined) await context.addInitScript(options.initScript)
    const page = await context.newPage()
    if (options.fakeClock === true) await page.clock.install()
    await page.goto(`${baseUrl}/`, { waitUntil: "load" })
    return await use(page)
  } finally {
    await context.close()
  }
}

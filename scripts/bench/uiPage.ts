/**
 * The browser set-up every ui figure after the home page's shares (scripts/bench/ui*.ts): a desktop-sized context on
 * the home page, the seeded member, and the login through the header's modal as a member does it; and the wait for the
 * page's network to fall quiet, its live stream left out (Playwright's `networkidle` never comes while it is open).
 */
import type { Browser, Page, Request } from "@playwright/test"
import { chromiumArgs, fullChromium } from "../browsers.ts"

/**
 * How the figures launch Debian's Chromium (`CHROMIUM_PATH` else /usr/bin/chromium): without the background
 * networking flags it keeps calling out to a network that is closed here.
 */
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? fullChromium,
  args: [...chromiumArgs],
}

/** The query of launching the demo slot of PT (sandbox/seed/vendors.ts) for `username`, its wallet transferred to. */
export const demoSlotLaunch = (username: string) =>
  new URLSearchParams({
    accountType: "1",
    confirmTrans: "0",
    vassalage: "PT",
    launchMode: "GLS",
    platform: "html5-desktop",
    clientType: "3",
    username,
    token: "x",
    merchantCode: "arena",
    language: "EN",
  })

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

/** Opens the logged-in member's centre from the header's account button; the centre's dialog. */
export const openMemberCentre = async (page: Page) => {
  await page
    .getByRole("banner")
    .getByRole("button", { name: new RegExp(`^${seeded.account}`) })
    .first()
    .click()
  return page.getByRole("dialog", { name: "Member centre" })
}

/** How a figure wants its page. */
export interface PageOptions {
  /** Playwright's fake clock installed before the page loads (a long session in seconds of real time). */
  readonly fakeClock?: boolean
  /** A script run in the page before its own. */
  readonly initScript?: string
}

/** The figures of one page of the ui area, measured in `browser` against the portal at `baseUrl`. */
export type PageFigures = (
  browser: Browser,
  baseUrl: string,
  log: (line: string) => void,
) => Promise<Record<string, number>>

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
    track(page)
    if (options.fakeClock === true) await page.clock.install()
    await page.goto(`${baseUrl}/`, { waitUntil: "load" })
    return await use(page)
  } finally {
    await context.close()
  }
}

/** The page's requests in flight, the live stream left out (it stays open as long as the member is logged in). */
const inFlight = new WeakMap<Page, Set<Request>>()

const track = (page: Page): Set<Request> => {
  const known = inFlight.get(page)
  if (known !== undefined) return known
  const open = new Set<Request>()
  page.on("request", (r) => {
    if (!new URL(r.url()).pathname.endsWith("/wps/member/live")) open.add(r)
  })
  page.on("requestfinished", (r) => open.delete(r))
  page.on("requestfailed", (r) => open.delete(r))
  inFlight.set(page, open)
  return open
}

/**
 * Resolves once no request but the live stream has been in flight for `quietMs` (Playwright's `networkidle`, which
 * counts the stream and so never comes for a logged-in page); gives up after `timeoutMs`.
 */
export const quiet = async (page: Page, quietMs = 500, timeoutMs = 30_000): Promise<void> => {
  const open = track(page)
  const start = performance.now()
  let since = start
  while (performance.now() - start < timeoutMs) {
    const now = performance.now()
    if (open.size > 0) since = now
    else if (now - since >= quietMs) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

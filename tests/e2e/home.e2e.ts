/**
 * The home page in Chromium against the sandbox (home part): the banner carousel by keyboard, the popup
 * notice, the player notices opening the notice modal with sanitised HTML, the winner board (10 rows, updated after a
 * real win played through the demo slot's API), the mirror speed test (latencies, fastest first, 0 while untested),
 * and axe at 375 px with the popup and with the notice modal open (a11y.e2e.ts runs it at a desktop width).
 */

import { type APIRequestContext, type Page, test } from "@playwright/test"
import { bannerTextZone } from "../../core/model/Announcements.ts"
import { announcementTexts } from "../../sandbox/content/announcementTexts.ts"
import {
  appearFrom,
  brandDate,
  dialog,
  expect,
  expectBrandDatesOnly,
  expectLoggedInAs,
  freshIp,
  freshMember,
  header,
  logIn,
  openLoggedIn,
  ready,
  seriousViolations,
  shot,
  signOut,
  str,
  toLowerBlocks,
} from "./support.ts"

const banners = (page: Page) => page.getByRole("region", { name: "Featured promotions" })
const popup = (page: Page) => page.getByRole("dialog", { name: "Play responsibly" })
const board = (page: Page) => page.getByRole("table", { name: "Top 10 wins" })
const mirrors = (page: Page) => page.getByRole("list", { name: "Mirror sites, fastest first" })

/** Closes the visitor's two popup notices (A always, B before login), which sit over the page's corner. */
const dismissPopups = async (page: Page) => {
  for (const name of ["Play responsibly", "Register in one minute"]) {
    const card = page.getByRole("dialog", { name })
    await expect(card).toBeVisible({ timeout: 30_000 })
    await card.getByRole("button", { name: "Close the announcement" }).click()
    await expect(card).toBeHidden()
  }
}

/** The page has answered its calls and run its idle work (where the popup notice decides whether to show). */
const settled = async (page: Page) => {
  await page.waitForLoadState("networkidle")
  await page.evaluate(() => new Promise<void>((done) => requestIdleCallback(() => requestIdleCallback(() => done()))))
}

test.describe("home", () => {
  // Each test walks several lazy chunks and modals; on the shared 2-core machine that can take over a minute.
  test.describe.configure({ timeout: 120_000 })

  test("the banners turn by keyboard; the first one is the eager, high-priority image", async ({ page }) => {
    await page.goto("/")
    await ready(page)
    const region = banners(page)
    await expect(region.getByRole("group", { name: "1 of 5" })).toBeVisible({ timeout: 30_000 })
    const first = region.getByRole("group", { name: "1 of 5" }).locator("img")
    await expect(first).toHaveAttribute("fetchpriority", "high")
    await expect(first).toHaveAttribute("loading", "eager")
    await expect(region.locator(".banners-slide").nth(1).locator("img")).toHaveAttribute("loading", "lazy")
    // The banner's words are text in its text zone, which ends where the art may begin (core's bannerTextZone).
    const title = region.getByRole("group", { name: "1 of 5" }).getByText("100% Welcome Bonus")
    await expect(title).toBeVisible()
    const art = (await first.boundingBox())!
    for (const part of await region.getByRole("group", { name: "1 of 5" }).locator(".banners-text > *").all()) {
      const box = await part.boundingBox()
      if (box !== null) expect(box.x + box.width).toBeLessThanOrEqual(art.x + art.width * bannerTextZone + 1)
    }
    // Pause, then move with the keyboard only: Enter on the focused controls, arrows within the carousel.
    const pause = region.getByRole("button", { name: "Pause the banners" })
    await pause.focus()
    await page.keyboard.press("Enter")
    await expect(region.getByRole("button", { name: "Play the banners" })).toBeFocused()
    await page.keyboard.press("Tab")
    await page.keyboard.press("Tab")
    await expect(region.getByRole("button", { name: "Show banner 1" })).toBeFocused()
    await page.keyboard.press("Tab")
    await page.keyboard.press("Enter")
    await expect(region.getByRole("button", { name: "Show banner 2" })).toHaveAttribute("aria-current", "true")
    await expect(region.getByRole("group", { name: "2 of 5" })).toBeVisible()
    await page.keyboard.press("ArrowRight")
    await expect(region.getByRole("button", { name: "Show banner 3" })).toHaveAttribute("aria-current", "true")
    await page.keyboard.press("ArrowLeft")
    await page.keyboard.press("ArrowLeft")
    await expect(region.getByRole("button", { name: "Show banner 1" })).toHaveAttribute("aria-current", "true")
    // Only the current slide is exposed.
    await expect(region.getByRole("group", { name: "2 of 5" })).toHaveCount(0)
    // The banner art itself is reachable and leads somewhere: the lottery banner opens /Vnlottery.
    await region.getByRole("button", { name: "Show banner 3" }).click()
    await region.getByRole("group", { name: "3 of 5" }).getByRole("button").click()
    await expect(page).toHaveURL(/\/Vnlottery$/)
  })

  test("the first banner is in the served page: asked for before the scripts, painted without them, kept by the carousel", async ({
    page,
  }) => {
    // Without any script the page still paints the first banner, in the banner frame, as the image it is.
    await page.route("**/assets/*.js", (route) => route.abort())
    await page.goto("/")
    const painted = page.locator("#root .banners-frame img.banners-first")
    await expect(painted).toBeVisible()
    await expect(painted).toHaveJSProperty("complete", true)
    expect(await painted.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    const src = await painted.evaluate((img: HTMLImageElement) => img.src)
    expect(src).toMatch(/\/images\/banners\/[\w-]+\.svg$/)
    const frame = (await page.locator("#root .banners-frame").boundingBox())!
    await page.unrouteAll()

    // With the scripts: the image is asked for before the entry script, once, and the carousel's first slide shows it
    // in the same place.
    const asked: Array<string> = []
    page.on("request", (r) => asked.push(r.url()))
    await page.goto("/")
    await ready(page)
    const region = banners(page)
    const first = region.getByRole("group", { name: "1 of 5" }).locator("img")
    await expect(first).toBeVisible({ timeout: 30_000 })
    expect(await first.evaluate((img: HTMLImageElement) => img.currentSrc)).toBe(src)
    const entry = asked.findIndex((u) => /\/assets\/index-[\w-]+\.js$/.test(u))
    expect(entry).toBeGreaterThan(0)
    expect(asked.indexOf(src)).toBeGreaterThanOrEqual(0)
    expect(asked.indexOf(src)).toBeLessThan(entry)
    expect(asked.filter((u) => u === src)).toHaveLength(1)
    expect(await region.locator(".banners-frame").boundingBox()).toEqual(frame)
  })

  test("an idle home page runs no endless animation out of sight (an idle tab costs no CPU)", async ({ page }) => {
    await page.goto("/")
    await ready(page)
    // The game sections below the first screen are there, their images still waiting to come into view; the lower
    // blocks (the jackpot, the winner board, the speed test, the app download) are only their reserved space.
    await expect(page.locator(".game-image-pending").first()).toBeAttached({ timeout: 30_000 })
    await expect(page.locator(".home-more-placeholder")).toBeAttached({ timeout: 30_000 })
    await expect(page.locator(".home-panels")).toHaveCount(0)
    // Idle means loaded: a section still waiting for its answer shows a loading placeholder for that while (the
    // answers come in on a loaded machine over seconds); once every answer is in, nothing out of sight may animate.
    const endlessOutOfSight = () =>
      page.evaluate(() =>
        document.getAnimations().flatMap((a) => {
          const target = (a.effect as KeyframeEffect | null)?.target
          if (!(target instanceof Element) || a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY) return []
          const box = target.getBoundingClientRect()
          const inSight = box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth
          return inSight ? [] : [`${target.tagName.toLowerCase()}.${[...target.classList].join(".")}`]
        }),
      )
    await expect.poll(endlessOutOfSight, { timeout: 30_000 }).toEqual([])
  })

  test("the popup notice shows once per session", async ({ page }) => {
    await page.goto("/")
    await ready(page)
    const card = popup(page)
    await expect(card).toBeVisible({ timeout: 30_000 })
    await expect(card).toContainText("Gaming should be fun")
    await card.getByRole("button", { name: "Got it" }).click()
    const next = page.getByRole("dialog", { name: "Register in one minute" })
    await expect(next).toBeVisible()
    await next.getByRole("button", { name: "Close the announcement" }).click()
    await expect(next).toBeHidden()
    await page.reload()
    await ready(page)
    await expect(page.getByRole("button", { name: "All notices" })).toBeVisible()
    await settled(page)
    await expect(page.locator(".popup-notice")).toHaveCount(0)
    // Dismissed, it covers nothing: the notices and the categories take a click where they are.
    await page.getByRole("button", { name: "All notices" }).click({ trial: true })
    await header(page).getByRole("link", { name: "Slots", exact: true }).click({ trial: true })
    // Neither a login nor a sign-out (which clears the session's storage, spec section 4) brings it back.
    await logIn(page, "player01", "Player123")
    await expectLoggedInAs(page, "player01")
    await settled(page)
    await expect(page.locator(".popup-notice")).toHaveCount(0)
    await signOut(page)
    await settled(page)
    await expect(page.locator(".popup-notice")).toHaveCount(0)
    await page.reload()
    await ready(page)
    await settled(page)
    await expect(page.locator(".popup-notice")).toHaveCount(0)
  })

  test("banners, notices and the popup follow a language change, after a reload too; so does the install page", async ({
    page,
  }) => {
    const th = (key: string) => announcementTexts[key]?.TH.title ?? key
    await page.goto("/")
    await ready(page)
    await expect(popup(page)).toBeVisible({ timeout: 30_000 })
    await header(page).getByRole("button", { name: "Language: EN" }).click()
    await header(page).getByRole("list", { name: "Language" }).getByRole("button", { name: /ไทย/ }).click()
    await ready(page, "th")
    // The popup on screen, the banners and the notices are asked for again in Thai (spec section 4 "Language change").
    await expect(page.getByRole("dialog", { name: th("pu-responsible") })).toBeVisible()
    const main = page.getByRole("main")
    await expect(main).toContainText(th("welcome"))
    await expect(main).toContainText(th("pl-maintenance"))
    await page.reload()
    await ready(page, "th")
    await expect(main).toContainText(th("welcome"))
    await expect(main).toContainText(th("pl-maintenance"))
    await expect(main).not.toContainText("Scheduled maintenance")
    // The download page's link to the Android install page opens it in Thai, under the brand.
    await page.goto("/down")
    const android = main.getByRole("region", { name: str("th", "public", "down.android") })
    const href = await android.getByRole("link").first().getAttribute("href")
    await page.goto(href ?? "")
    await expect(page.locator("html")).toHaveAttribute("lang", "th")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("ติดตั้ง Arena")
    await expect(page.getByRole("banner").getByRole("link", { name: "Arena" })).toBeVisible()
  })

  test("the notices open the notice modal, which shows the notice's HTML sanitised", async ({ page }) => {
    await page.goto("/")
    await ready(page)
    await dismissPopups(page)
    const title = await page.title()
    // A notice of the strip opens the modal on that notice.
    const strip = page.getByRole("region", { name: "Notices" })
    const firstNotice = strip.getByRole("listitem").first().getByRole("button")
    const name = (await firstNotice.textContent()) ?? ""
    await firstNotice.click()
    const modal = dialog(page, "Notifications")
    await expect(modal).toBeVisible()
    await expect(modal.getByRole("heading", { name })).toBeVisible()
    // The notice's time in the brand's one format, as in the list beside it.
    await expect(modal.getByRole("article")).toContainText(brandDate)
    await expectBrandDatesOnly(modal)
    await modal.getByRole("button", { name: "Close" }).click()
    await expect(modal).toBeHidden()
    // The hostile notice: its text shows, its script and onerror image do not.
    await strip.getByRole("button", { name: "All notices" }).click()
    await expect(modal).toBeVisible()
    await modal.getByRole("button", { name: /Security reminder/ }).click()
    const article = modal.getByRole("article")
    await expect(article.getByRole("heading", { name: /Security reminder/ })).toBeVisible()
    await expect(article).toContainText("Our staff will never ask for your password")
    await expect(article.locator("script")).toHaveCount(0)
    await expect(article.locator("[onerror]")).toHaveCount(0)
    expect(await page.title()).toBe(title)
  })

  test("the speed test measures the mirrors and lists them fastest first, the silent ones last as unreachable", async ({
    page,
  }) => {
    // A link to a block of the page that comes late (the speed test is in a lazy chunk) lands on the block.
    await page.goto("/#home-speed-title")
    await ready(page)
    await expect(page.locator("#home-speed-title")).toBeInViewport({ timeout: 30_000 })
    // Changing only the hash, as the portal's own navigation does (history and popstate), scrolls to its block.
    await page.evaluate(() => {
      history.pushState(null, "", "/#home-categories-title")
      dispatchEvent(new PopStateEvent("popstate"))
    })
    await expect(page.locator("#home-categories-title")).toBeInViewport()
    await dismissPopups(page)
    const list = mirrors(page)
    await list.scrollIntoViewIfNeeded()
    await expect(page.getByRole("status").filter({ hasText: "Test complete" })).toBeVisible({ timeout: 30_000 })
    const rows = list.getByRole("listitem")
    await expect(rows).toHaveCount(4)
    const speeds = (await list.locator(".speed-test-ms").allTextContents()).map((t) => ({
      ms: Number(/^(\d+) ms/.exec(t)?.[1] ?? 0),
      untested: t.includes("Unreachable"),
    }))
    // The page's own host and localhost answer; the 127.0.0.2/3 aliases do not (the sandbox listens on 127.0.0.1).
    const tested = speeds.filter((s) => !s.untested)
    expect(tested.length).toBeGreaterThanOrEqual(2)
    for (const s of tested) expect(s.ms).toBeGreaterThan(0)
    expect(tested.map((s) => s.ms)).toEqual([...tested.map((s) => s.ms)].sort((a, b) => a - b))
    // The mirrors that did not answer come last and are said unreachable, with no latency.
    expect(speeds.slice(0, tested.length).every((s) => !s.untested)).toBe(true)
    expect(speeds.slice(tested.length)).toEqual(speeds.slice(tested.length).map(() => ({ ms: 0, untested: true })))
    await page.getByRole("button", { name: "Test again" }).click()
    await expect(page.getByRole("status").filter({ hasText: "Test complete" })).toBeVisible({ timeout: 30_000 })
  })

  // At the phone's width, where the popup and the modal take the whole screen: axe runs on the home page at a desktop
  // width in the sweep of every route (a11y.e2e.ts), and on the notice modal there too.
  test("axe: no serious violation at 375 px, with the popup and with the notice modal open", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto("/")
    await ready(page)
    await expect(popup(page)).toContainText("Gaming should be fun", { timeout: 30_000 })
    await toLowerBlocks(page)
    await expect(board(page)).toBeVisible({ timeout: 30_000 })
    expect(await seriousViolations(page), "home with the popup at 375 px").toEqual([])
    await shot(page, "home-popup-375")
    await dismissPopups(page)
    await page.getByRole("region", { name: "Notices" }).getByRole("button", { name: "All notices" }).click()
    const modal = dialog(page, "Notifications")
    await expect(modal.getByRole("article").getByRole("heading").first()).toBeVisible()
    expect(await seriousViolations(page), "the notice modal at 375 px").toEqual([])
    await shot(page, "home-notice-modal-375")
    await page.keyboard.press("Escape")
    await expect(modal).toBeHidden()
  })

  test("the winner board shows the top 10 and updates after a big win", async ({ page }) => {
    test.setTimeout(180_000)
    // The page's timers run on a clock the test can move, so the board's next asking need not be waited for.
    await page.clock.install()
    const ip = freshIp()
    await appearFrom(page, ip)
    // A fresh member, registered from the test process (the register form is accounts.e2e.ts's subject).
    const member = freshMember("Secret123", "hw")
    await openLoggedIn(page, member, { register: true, ip, clockInstalled: true })
    await toLowerBlocks(page)
    await expect(board(page).getByRole("row")).toHaveCount(11, { timeout: 30_000 })
    const token = await page.evaluate(() => sessionStorage.getItem("token"))
    expect(token, "the session token").toBeTruthy()
    const payout = await playUntilBigWin(page.request, String(token))
    const masked = `${member.username.slice(0, 2)}***${member.username.slice(-2)}`
    // The board asks again by itself (every 30 s): the win shows without a reload once that time has passed. While
    // the live stream is open, a turn of the timer asks only once the pushed jackpot has moved, which may come after
    // the first turn: the page's clock is moved on a turn at a time until it shows, never the test's own.
    await expect(async () => {
      await page.clock.fastForward("00:31")
      await expect(board(page).getByRole("row").filter({ hasText: masked }).first()).toBeVisible({ timeout: 2_000 })
    }).toPass({ timeout: 60_000, intervals: [0] })
    await expect(board(page).getByRole("row")).toHaveCount(11)
    await expect(board(page)).toContainText(amountText(payout))
  })
})

/** `1,234.50` of minor units. */
const amountText = (cents: number): string =>
  `${Math.floor(cents / 100).toLocaleString("en-US")}.${String(cents % 100).padStart(2, "0")}`

/**
 * Funds the member (a deposit of 10,000.00, which the sandbox approves after 3 s, moved to PT's wallet; the platform's
 * amounts are major units) and plays the demo slot at its top stake, 100.00 (the game API's amounts are minor units),
 * until a round pays more than it staked: about one round in seven does, and any such payout beats every seeded win on
 * the board. Hands back the payout in minor units.
 */
const playUntilBigWin = async (request: APIRequestContext, token: string): Promise<number> => {
  const headers = { Authorization: token, Merchant: "arena" }
  const key = () => `e2e-home-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`
  const envelope = async (res: Awaited<ReturnType<APIRequestContext["get"]>>) => {
    const body = (await res.json()) as { success?: boolean; value?: any; message?: string }
    expect(res.ok(), `${res.url()}: ${JSON.stringify(body).slice(0, 300)}`).toBe(true)
    return body.value
  }
  const channels = await envelope(await request.get("/wps/relay/MCSFE_getDepositChannels", { headers }))
  const channel = (Array.isArray(channels) ? channels : (channels?.list ?? channels?.channels ?? []))[0]
  expect(channel, "a deposit channel").toBeTruthy()
  await envelope(
    await request.post("/wps/relay/MCSFE_submitDepositRequest", {
      headers: { ...headers, "Idempotency-Key": key() },
      data: { channelId: channel.id ?? channel.channelId, amount: 10_000 },
    }),
  )
  // The sandbox approves a deposit 3 s after the request.
  await expect
    .poll(
      async () => Number((await envelope(await request.get("/wps/v2/wallets/balance", { headers })))?.sumBalance ?? 0),
      { timeout: 20_000, intervals: [1000] },
    )
    .toBeGreaterThanOrEqual(10_000)
  await envelope(
    await request.post("/wps/relay/GCS_walletTransfer", {
      headers: { ...headers, "Idempotency-Key": key() },
      data: { fromAccountTypeId: 0, toAccountTypeId: 1012, amount: 10_000 },
    }),
  )
  const launched = await envelope(
    await request.get("/wps/game/launchGame", {
      headers,
      params: {
        gameId: "PT-001",
        accountType: 1,
        confirmTrans: 0,
        vassalage: "PT",
        launchMode: "GLS",
        platform: "html5-desktop",
        clientType: 3,
        username: "",
        token,
        merchantCode: "arena",
        language: "EN",
      },
    }),
  )
  const url = new URL(String(launched.game_url ?? launched.game_url2 ?? launched.content?.game_url))
  const t = url.searchParams.get("t") ?? ""
  for (let round = 0; round < 90; round++) {
    const value = await envelope(
      await request.post("/play/api/spin", {
        headers: { "Content-Type": "application/json" },
        data: { t, roundId: key(), stake: 10_000 },
      }),
    )
    if (value.payout > value.stake) return Number(value.payout)
  }
  throw new Error("no winning round in 90 spins")
}

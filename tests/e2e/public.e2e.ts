/**
 * The public pages end to end, in Chromium against the sandbox: applying for a
 * promotion as a fresh member, with images refused before upload (wrong type, over 5 MB, more than 3) and then valid
 * ones sent, the promotion then showing "Applying"; redeeming a reward in the points mall as the seeded member with
 * points (player01), confirmed by the login password (a wrong one refused first); the VIP, help, download, join us
 * and seamless pages rendering; and axe-core finding no serious or critical violation on any of these pages at 375
 * px, each fitting the screen at 375 and 1440 px.
 */
import { type Page, test } from "@playwright/test"
import {
  appearFrom,
  brandDate,
  expect,
  expectBrandDatesOnly,
  freshIp,
  freshMobile,
  freshUsername,
  header,
  horizontalOverflow,
  navigate,
  openLoggedIn,
  ready,
  seriousViolations,
  shot,
} from "./support.ts"

/** A small valid PNG (1×1, transparent). */
const pngBytes = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
)

const png = (name: string) => ({ name, mimeType: "image/png", buffer: pngBytes })

/** A PNG a little over 5 MB: the valid header, then zeros. */
const hugePng = () => {
  const buffer = Buffer.alloc(5 * 1024 * 1024 + 1024)
  pngBytes.copy(buffer)
  return { name: "huge.png", mimeType: "image/png", buffer }
}

/** Waits for a page of this area to have painted (its h1) and its loading skeletons to be gone. */
const painted = async (page: Page, heading: string | RegExp) => {
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole("status", { name: "Loading" })).toHaveCount(0, { timeout: 30_000 })
}

// The machine is shared by several builds and browsers: a first paint of a lazy section can take many seconds.
test.beforeEach(() => test.slow())

test.describe("promotions", () => {
  test("a fresh member applies: invalid images are refused before upload, valid ones are sent", async ({ page }) => {
    const ip = freshIp()
    await appearFrom(page, ip)
    // Starts on a page of this area: the home page's own blocks are another area's, and slow to settle here.
    const username = freshUsername("promo")
    const member = { username, password: "Promo12345", mobile: freshMobile() }
    await openLoggedIn(page, member, { register: true, ip, path: "/promotions" })
    await painted(page, "Bonuses and events")
    const card = page.getByRole("article", { name: "100% Welcome Bonus" })
    // The cards' periods in the brand's one date format.
    await expect(card).toContainText(brandDate)
    await expectBrandDatesOnly(page.getByRole("main"))
    await expect(card.getByText("Open", { exact: true })).toBeVisible()
    await card.getByRole("button", { name: "Apply now" }).click()
    const dialog = page.getByRole("dialog", { name: "Apply: 100% Welcome Bonus" })
    await expect(dialog).toBeVisible()
    const picker = dialog.getByLabel("Images (optional)")
    const send = dialog.getByRole("button", { name: "Send application" })
    let uploads = 0
    page.on("request", (r) => {
      if (r.url().includes("MCSFE_signUpRequestReward")) uploads++
    })

    await picker.setInputFiles({ name: "cat.gif", mimeType: "image/gif", buffer: Buffer.from("GIF89a") })
    await expect(dialog.getByText("cat.gif is not a PNG or JPG image")).toBeVisible()
    await dialog.getByRole("button", { name: "Remove cat.gif" }).click()

    await picker.setInputFiles(hugePng())
    await expect(dialog.getByText("huge.png is larger than 5 MB")).toBeVisible()
    await send.click()
    await expect(dialog.getByText("huge.png is larger than 5 MB")).toBeVisible()
    await dialog.getByRole("button", { name: "Remove huge.png" }).click()

    await picker.setInputFiles([png("a.png"), png("b.png"), png("c.png"), png("d.png")])
    await expect(dialog.getByText("You can attach at most 3 images")).toBeVisible()
    await dialog.getByRole("button", { name: "Remove d.png" }).click()
    await expect(dialog.getByText("Up to 3 PNG or JPG images, 5 MB each")).toBeVisible()

    const comment = dialog.getByRole("textbox", { name: "Comment (optional)" })
    await comment.fill("x".repeat(141))
    await expect(dialog.getByText("The comment may have at most 140 characters")).toBeVisible()
    await comment.fill("My first deposit is on its way.")
    expect(await seriousViolations(page), "the application dialog").toEqual([])
    expect(uploads, "nothing is sent while the form is invalid").toBe(0)

    await send.click()
    await expect(dialog).toBeHidden()
    await expect(card.getByText("Application sent. We will review it shortly.")).toBeVisible()
    await expect(card.getByText("Applying", { exact: true })).toBeVisible()
    expect(uploads).toBe(1)
    await shot(page, "public-promotions-applied")
  })

  test("a visitor sees the promotion announcements and is asked to log in; a detail page opens", async ({ page }) => {
    await page.goto("/promotions")
    await painted(page, "Bonuses and events")
    const first = page.getByRole("article").first()
    await expect(first.getByRole("button", { name: "Log in to take part" })).toBeVisible()
    await first.getByRole("link", { name: /^Details of / }).click()
    await expect(page).toHaveURL(/\/promoDetail\?id=/)
    await expect(page.getByRole("complementary", { name: "Take part" })).toBeVisible()
    await page.getByRole("complementary").getByRole("button", { name: "Log in to take part" }).click()
    await expect(page.getByRole("alertdialog")).toBeVisible()
  })
})

test.describe("points mall", () => {
  test("player01 redeems a reward, confirmed by the login password", async ({ page }) => {
    // From the loopback address player01 is known at: a new address would ask for a second verification.
    await openLoggedIn(page, { username: "player01", password: "Player123" }, { path: "/pointMall" })
    await painted(page, "Turn your play into rewards")
    const balance = page.getByTestId("points-balance")
    await expect(balance).toHaveText(/^\d[\d,]*$/)
    const before = Number((await balance.textContent())?.replace(/,/g, ""))
    expect(before, "player01 has points from the seeded play").toBeGreaterThanOrEqual(100)
    await expect(page.getByText(/\d+ points = P 1\.00/)).toBeVisible()

    await page.getByRole("button", { name: "Redeem Cash voucher P 10.00" }).click()
    const dialog = page.getByRole("dialog", { name: "Redeem Cash voucher P 10.00" })
    await dialog.getByRole("button", { name: "Confirm redemption" }).click()
    await expect(dialog.getByText("Enter your login password to confirm.")).toBeVisible()
    await dialog.getByLabel("Login password").fill("NotMyPassword1")
    await dialog.getByRole("button", { name: "Confirm redemption" }).click()
    await expect(dialog.getByRole("alert")).toHaveText("The password is not correct.")
    expect(Number((await balance.textContent())?.replace(/,/g, ""))).toBe(before)

    await dialog.getByLabel("Login password").fill("Player123")
    await dialog.getByRole("button", { name: "Confirm redemption" }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByText("Redeemed. Your request is being processed.")).toBeVisible()
    await expect(balance).toHaveText((before - 100).toLocaleString("en-US"))
    await shot(page, "public-pointmall-redeemed")
  })
})

test.describe("content pages", () => {
  test("VIP, help, download, join us and seamless render their content", async ({ page }) => {
    await page.goto("/vip")
    await painted(page, "Play more, get more")
    await expect(page.getByRole("heading", { name: "Levels and benefits" })).toBeVisible()
    await expect(page.locator(".vip-card").first()).toBeVisible()
    await expect(page.getByText("Total deposits").first()).toBeVisible()

    await page.goto("/help")
    await painted(page, "How can we help?")
    await expect(page.getByRole("navigation", { name: "Help topics" })).toBeVisible()
    await expect(page.locator(".help-article-title")).not.toBeEmpty()

    await page.goto("/helpmc")
    await expect(page.getByRole("navigation", { name: "Help topics" })).toBeVisible()
    await expect(header(page)).toHaveCount(0)

    await page.goto("/down")
    await painted(page, "Arena in your pocket")
    await expect(page.getByRole("img", { name: "Scan to download the iPhone and iPad app" })).toBeVisible()
    await expect(page.getByRole("img", { name: "Scan to download the Android app" })).toBeVisible()
    await expect(page.getByRole("heading", { name: "Install on iPhone" })).toBeVisible()
    await expect(page.getByRole("heading", { name: "Install on Android" })).toBeVisible()

    await page.goto("/join")
    await painted(page, "Grow with Arena as a partner")
    await expect(page.getByRole("heading", { name: "Why partner with us" })).toBeVisible()

    await page.goto("/seamless")
    await painted(page, "One balance for every game")
    await expect(page.getByRole("button", { name: "Log in to see your balance" })).toBeVisible()
  })
})

const pages: ReadonlyArray<readonly [string, string | RegExp | undefined]> = [
  ["/promotions", "Bonuses and events"],
  ["/promoDetail?id=notice-0", undefined],
  ["/pointMall", "Turn your play into rewards"],
  ["/vip", "Play more, get more"],
  ["/help", "How can we help?"],
  ["/helpmc", undefined],
  ["/down", "Arena in your pocket"],
  ["/download", "Arena in your pocket"],
  ["/join", "Grow with Arena as a partner"],
  ["/seamless", "One balance for every game"],
]

// Axe once per page, at the phone's width (the sweep of every route of spec section 2 in a11y.e2e.ts runs axe on
// these pages at a desktop width already); each page is then resized in place to check that it fits at 1440 px too.
// One page load: the sweep moves between the pages as the portal's links do.
test("no serious or critical axe violation on the public pages at 375 px; they fit at 375 and 1440 px", async ({
  page,
}) => {
  test.setTimeout(400_000)
  const sizes = [
    { width: 375, height: 812 },
    { width: 1440, height: 900 },
  ]
  await page.setViewportSize(sizes[0]!)
  await page.goto("/")
  await ready(page)
  for (const [path, heading] of pages) {
    await page.setViewportSize(sizes[0]!)
    await navigate(page, path)
    if (heading !== undefined) await painted(page, heading)
    else await expect(page.getByRole("heading", { level: 1 }).first()).not.toBeEmpty({ timeout: 30_000 })
    await expect(page.getByRole("status", { name: "Loading" })).toHaveCount(0, { timeout: 30_000 })
    expect.soft(await seriousViolations(page), `${path} at 375 px`).toEqual([])
    for (const size of sizes) {
      await page.setViewportSize(size)
      const { scrollWidth, innerWidth } = await horizontalOverflow(page)
      expect
        .soft(scrollWidth, `${path} at ${size.width} px scrolls no wider than the screen`)
        .toBeLessThanOrEqual(innerWidth)
      await shot(page, `public${path.replace(/[/?=]/g, "-")}-${size.width}`)
    }
  }
})

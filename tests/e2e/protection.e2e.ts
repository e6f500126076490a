/**
 * Player protection end to end, against the sandbox: a fresh member is offered the tools after registration, sets a
 * deposit limit and is refused a deposit above it (the form names the limit and what remains); sets a reality check
 * of 15 minutes, plays a round on the game page, and when the platform's clock has moved 16 minutes (the page's own
 * clock only one) the dialog covers the game with the session's time, the amount wagered and the net result; then self-excludes with
 * the password, is logged out, and a login is refused with the end date. Time is moved, never waited for: the
 * sandbox's development clock (`/sandbox/admin/clock`) and Playwright's clock of the page together.
 */
import { type APIRequestContext, type Page, test } from "@playwright/test"
import {
  appearFrom,
  devHeaders,
  expect,
  freshIp,
  freshMember,
  header,
  logIn,
  readyOnInstalledClock,
  registerMember,
  seriousViolations,
  sessionToken,
} from "./support.ts"

// Registering, a deposit's approval and a game launch take a while on a shared 2-core machine.
test.describe.configure({ timeout: 150_000 })

const centre = (page: Page) => page.getByRole("dialog", { name: "Member centre" })

/** The platform's calls as the page's member (the token the portal keeps in session storage). */
const platform = async (page: Page, request: APIRequestContext) => {
  const token = await sessionToken(page)
  let n = 0
  const call = async (method: "get" | "post", path: string, data?: unknown) => {
    const res = await request[method](path, {
      headers: { Authorization: token, "Idempotency-Key": `rg-e2e-${Date.now().toString(36)}-${++n}` },
      ...(data === undefined ? {} : { data }),
    })
    const body = (await res.json()) as { success: boolean; value: unknown; message?: string }
    expect(body.success, `${path}: ${body.message ?? ""}`).toBe(true)
    return body.value as Record<string, unknown>
  }
  return { get: (path: string) => call("get", path), post: (path: string, data: unknown) => call("post", path, data) }
}

test("a deposit limit refuses a deposit above it, the reality check covers the game, self-exclusion logs out", async ({
  page,
  request,
}) => {
  // The page's clock runs in real time until the test moves it, with the sandbox's, past a reality check.
  await page.clock.install()
  await page.setViewportSize({ width: 1440, height: 900 })
  const ip = freshIp()
  await appearFrom(page, ip)
  await page.goto("/")
  await readyOnInstalledClock(page)
  const member = freshMember("Protect123", "rg")
  await registerMember(page, member)
  await page.setExtraHTTPHeaders({})
  // Whether the page's live stream is open now (an answer that is an event stream, not yet finished).
  let liveOpen = false
  page.on("response", (r) => {
    if (r.url().includes("/wps/member/live") && r.status() === 200) liveOpen = true
  })
  page.on("requestfinished", (r) => {
    if (r.url().includes("/wps/member/live")) liveOpen = false
  })
  page.on("requestfailed", (r) => {
    if (r.url().includes("/wps/member/live")) liveOpen = false
  })

  // Offered after registration; a deposit limit of 200.00 a day applies at once.
  // (The home page's announcement may open over it: the offer's address is followed directly.)
  const offer = page.getByRole("link", { name: /Set deposit limits/ })
  await expect(offer).toBeVisible()
  await page.goto((await offer.getAttribute("href")) ?? "")
  await expect(page).toHaveURL(/\/responsible-gaming$/)
  const depositDay = page.locator('tr[data-limit="DEPOSIT-DAY"]')
  await depositDay.getByRole("textbox", { name: "New limit for Deposit limit (24 hours)" }).fill("200")
  await depositDay.getByRole("button", { name: "Set", exact: true }).click()
  await expect(depositDay.getByRole("cell").nth(1)).toHaveText("200.00")
  await expect(depositDay.getByRole("cell").nth(3)).toHaveText("200.00")
  expect(await seriousViolations(page), "axe on the responsible-gaming page").toEqual([])

  // The deposit form says the platform's refusal: the limit and what remains.
  await header(page).getByRole("button", { name: "Deposit", exact: true }).click()
  await centre(page)
    .getByRole("radio", { name: /Bank Transfer/ })
    .check()
  await centre(page).getByRole("textbox", { name: "Amount" }).fill("300")
  await centre(page).getByRole("button", { name: "Request deposit" }).click()
  await expect(centre(page).getByRole("alert")).toHaveText(
    /Deposit limit of 200\.00 per 24 hours exceeded: 200\.00 remains/,
  )
  await centre(page).getByRole("button", { name: "Close" }).click()

  // Money within the limit (the channel takes at least 100.00), into the Sports wallet, for a round of the demo game.
  const api = await platform(page, request)
  const channels = (await api.get("/wps/relay/MCSFE_getDepositChannels")) as unknown as Array<{ id: string }>
  await api.post("/wps/relay/MCSFE_submitDepositRequest", { channelId: channels[0]?.id, amount: 150 })
  const wallets = async () =>
    (await api.get("/wps/v2/wallets/balance")) as {
      sumBalance: number
      balance: Array<{ accountTypeId: number; accountTypeName: string }>
    }
  await expect.poll(async () => (await wallets()).sumBalance, { timeout: 30_000 }).toBeGreaterThan(0)
  const sports = (await wallets()).balance.find((w) => w.accountTypeName === "SBT")
  await api.post("/wps/relay/GCS_walletTransfer", {
    fromAccountTypeId: 0,
    toAccountTypeId: sports?.accountTypeId,
    amount: 50,
  })

  // A reality check every 15 minutes, then a round on the game page.
  await page.goto("/responsible-gaming")
  await page.getByLabel("Reality check interval").selectOption("15")
  await page.getByRole("button", { name: "Save", exact: true }).click()
  await expect(page.getByText("Reality check saved.")).toBeVisible()
  await header(page).getByRole("link", { name: "Sports", exact: true }).click()
  await expect(page).toHaveURL(/\/game$/)
  const game = page.frameLocator("iframe.game-frame")
  const spin = game.getByRole("button", { name: "Spin" })
  await expect(spin).toBeEnabled({ timeout: 20_000 })
  await spin.click()
  await expect(game.locator("#history li:not(.none)")).toHaveCount(1, { timeout: 15_000 })

  // The platform's clock decides when the check is due (the session counts from the login on it): 16 minutes later
  // there, while the page's own clock moves only the minute after which the page reads the session's figures again,
  // the check covers the game with the session's figures since login.
  const moved = await request.post("/sandbox/admin/clock", { data: { advanceMinutes: 16 }, headers: devHeaders })
  expect(moved.ok()).toBe(true)
  await page.clock.fastForward("01:00")
  const check = page.getByRole("alertdialog", { name: "Reality check" })
  await expect(check).toBeVisible({ timeout: 15_000 })
  await expect(check.locator("[data-figure=elapsed]")).toHaveText(/^0 h 1[67] min$/)
  await expect(check.locator("[data-figure=wagered]")).not.toHaveText("0.00")
  await expect(check.locator("[data-figure=wagered]")).toHaveText(/^\d+\.\d{2}$/)
  await expect(check.locator("[data-figure=net]")).toHaveText(/^[+-]?\d+\.\d{2}$/)
  expect(await seriousViolations(page), "axe with the reality check open").toEqual([])
  await check.getByRole("button", { name: "Continue" }).click()
  await expect(check).toBeHidden()

  // Self-exclusion from the footer's link (the game page shows only the header): confirmed with the password, it
  // logs out at once.
  await page.goto("/")
  await page.getByRole("contentinfo").getByRole("link", { name: "Responsible gaming" }).click()
  await expect(page).toHaveURL(/\/responsible-gaming$/)
  await page.getByLabel("Kind").selectOption("SELF_EXCLUSION")
  await page.getByLabel("Length").selectOption("183")
  await page.getByLabel("Your login password").fill(member.password)
  // The page follows its live stream (ui/app/live.ts). The exclusion ends the session on the platform, which ends the
  // stream; the portal's logout is held until the stream would have been refused on opening again (a loaded machine
  // answers the logout late): the session being ended by the exclusion, that refusal raises nothing of its own.
  await expect.poll(() => liveOpen, { timeout: 20_000 }).toBe(true)
  const refused = page
    .waitForResponse((r) => r.url().includes("/wps/member/live") && r.status() === 401, { timeout: 60_000 })
    .catch(() => undefined)
  let releaseLogout: () => void = () => undefined
  const logoutHeld = new Promise<void>((r) => {
    releaseLogout = r
  })
  await page.route("**/wps/session/logout", async (route) => {
    await logoutHeld
    await route.continue()
  })
  // Every alert dialog the page shows from here on, however briefly.
  await page.evaluate(() => {
    const seen: Array<string> = []
    ;(globalThis as unknown as { seenDialogs: Array<string> }).seenDialogs = seen
    new MutationObserver(() => {
      for (const d of document.querySelectorAll('[role="alertdialog"]')) {
        const text = d.textContent ?? ""
        if (!seen.includes(text)) seen.push(text)
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true })
  })
  await page.getByRole("button", { name: "Start", exact: true }).click()
  const confirm = page.getByRole("alertdialog", { name: "Are you sure?" })
  await confirm.getByRole("button", { name: "Yes, exclude me" }).click()
  // Either the stream is refused while the logout waits, or the portal stopped following once the session ended.
  await Promise.race([
    refused,
    expect(header(page).getByRole("button", { name: "Log in", exact: true })).toBeVisible({ timeout: 60_000 }),
  ])
  releaseLogout()
  const done = page.getByRole("alertdialog").filter({ hasText: "you have been logged out" })
  await expect(done).toBeVisible({ timeout: 15_000 })
  // Only the exclusion's notice: no login popup or expired-session warning of the stream's over it.
  await expect(page.getByRole("alertdialog")).toHaveCount(1)
  await done.getByRole("button", { name: "OK" }).click()
  await expect(page.getByRole("alertdialog")).toHaveCount(0)
  const seen = await page.evaluate(() => (globalThis as unknown as { seenDialogs: Array<string> }).seenDialogs)
  expect(seen.filter((d) => !d.includes("Are you sure?") && !d.includes("you have been logged out"))).toEqual([])
  await page.unroute("**/wps/session/logout")
  await readyOnInstalledClock(page)

  // A login (from the address the member registered from, so no new-device check comes first) is refused with the
  // end date.
  await appearFrom(page, ip)
  await logIn(page, member.username, member.password)
  await expect(page.getByRole("dialog", { name: "Log in" }).getByRole("alert")).toHaveText(
    /excluded until \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}/,
  )
})

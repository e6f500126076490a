/**
 * The member centre against the sandbox: the header's account name, deposit, withdraw and betting-record
 * buttons each open their page, and a reload returns to it; a deposit is approved by the sandbox and the balance
 * follows; money moves to a game wallet and back; a withdrawal is paid and its receipt confirmed; a pending one is
 * cancelled with the money back; and no page has a serious or critical axe violation at 375 px. Each test
 * registers its own member (a fresh address each, so rate limits never meet).
 */
import { type Page, test } from "@playwright/test"
import {
  appearFrom,
  balanceButton,
  brandDate,
  devHeaders,
  expect,
  expectBrandDatesOnly,
  expectLoggedInAs,
  freshIp,
  freshMember,
  header,
  registerMember,
  seriousViolations,
  shot,
} from "./support.ts"

const password = "Secret123"
const paymentPassword = "135790"

const centre = (page: Page) => page.getByRole("dialog", { name: "Member centre" })
const pageTitle = (page: Page, name: string) => centre(page).getByRole("heading", { name, level: 3, exact: true })
const menu = (page: Page) => centre(page).getByRole("navigation", { name: "Member centre menu" })

/** The portal is painted (the header's login button), with room for a loaded machine. */
const painted = async (page: Page) => {
  await expect(header(page).getByRole("button", { name: "Log in", exact: true })).toBeVisible({ timeout: 30_000 })
}

/** A fresh member, registered and logged in, at home, 1440 px wide; its username. */
const registeredAtHome = async (page: Page): Promise<string> => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await appearFrom(page, freshIp())
  await page.goto("/")
  await painted(page)
  const member = freshMember(password, "mc")
  await registerMember(page, member)
  return member.username
}

const close = async (page: Page) => {
  await centre(page).getByRole("button", { name: "Close" }).click()
  await expect(centre(page)).toBeHidden()
}

/** Deposits `amount` from the deposit page and waits for the sandbox to approve it. */
const depositAndWait = async (page: Page, amount: string) => {
  await menu(page).getByRole("button", { name: "Deposit", exact: true }).click()
  await expect(pageTitle(page, "Deposit")).toBeVisible()
  await centre(page)
    .getByRole("radio", { name: /Bank Transfer/ })
    .check()
  await centre(page).getByRole("textbox", { name: "Amount" }).fill(amount)
  await centre(page).getByRole("button", { name: "Request deposit" }).click()
  await expect(centre(page).getByText(/is waiting for approval/)).toBeVisible()
  await expect(centre(page).getByText(/is approved and in your balance/)).toBeVisible({ timeout: 30_000 })
}

// Each test registers a member and waits for the sandbox to settle money (seconds): more than the default minute,
// with room for a machine the build and the other suites share.
test.describe.configure({ timeout: 300_000 })

test.describe("member centre", () => {
  test("each header button opens its page, and a reload returns to the page shown", async ({ page }) => {
    const username = await registeredAtHome(page)
    await header(page)
      .getByRole("button", { name: new RegExp(`^${username}`) })
      .first()
      .click()
    await expect(pageTitle(page, "My account")).toBeVisible({ timeout: 30_000 })
    await expect(page).toHaveURL(/\?mc=securityCenter$/)
    await expect(centre(page).getByRole("region", { name: "Profile" })).toContainText(username)
    // "Last login" in the brand's one date format.
    await expect(centre(page).getByRole("region", { name: "Profile" })).toContainText(brandDate)
    await expectBrandDatesOnly(centre(page))
    await close(page)
    await expect(page).not.toHaveURL(/mc=/)

    for (const [button, title, param] of [
      ["Deposit", "Deposit", "depositv2"],
      ["Withdraw", "Withdraw", "withdraw"],
      ["Betting record", "Betting record", "personalHistoryCopy"],
    ] as const) {
      await header(page).getByRole("button", { name: button, exact: true }).click()
      await expect(pageTitle(page, title)).toBeVisible({ timeout: 20_000 })
      await expect(page).toHaveURL(new RegExp(`\\?mc=${param}$`))
      await close(page)
    }

    await header(page).getByRole("button", { name: "Deposit", exact: true }).click()
    await menu(page).getByRole("button", { name: "My wallet" }).click()
    await expect(pageTitle(page, "My wallet")).toBeVisible()
    await expect(page).toHaveURL(/\?mc=transferFund$/)
    await page.reload()
    await expect(pageTitle(page, "My wallet")).toBeVisible({ timeout: 30_000 })
    await expect(menu(page).getByRole("button", { name: "My wallet" })).toHaveAttribute("aria-current", "page")
    await page.keyboard.press("Escape")
    await expect(centre(page)).toBeHidden()
    await expect(page).not.toHaveURL(/mc=/)

    // The centre's way to the responsible-gaming page lands there, from home and from a lobby.
    for (const from of ["/", "/rng"]) {
      await page.goto(from)
      await expectLoggedInAs(page, username)
      await header(page)
        .getByRole("button", { name: new RegExp(`^${username}`) })
        .first()
        .click()
      await menu(page).getByRole("button", { name: "Responsible gaming" }).click()
      await centre(page).getByRole("button", { name: "Open responsible gaming" }).click()
      await expect(centre(page)).toBeHidden()
      await expect(page, `from ${from}`).toHaveURL(/\/responsible-gaming$/)
      await expect(page.getByRole("heading", { name: "Responsible gaming", level: 1 })).toBeVisible()
    }
  })

  test("a deposit is approved and the balance follows; money goes to a game wallet and back", async ({ page }) => {
    await registeredAtHome(page)
    await header(page).getByRole("button", { name: "Deposit", exact: true }).click()
    await depositAndWait(page, "500")
    await expect(balanceButton(page)).toContainText("500.00")
    await shot(page, "member-centre-deposit-1440")

    await menu(page).getByRole("button", { name: "My wallet" }).click()
    const transfer = centre(page).getByRole("region", { name: "Transfer between wallets" })
    await expect(transfer).toBeVisible()
    const to = await transfer.getByRole("combobox", { name: "To" }).inputValue()
    await transfer.getByRole("textbox", { name: "Amount" }).fill("200")
    await transfer.getByRole("button", { name: "Transfer", exact: true }).click()
    await expect(transfer.getByRole("status")).toContainText("P 200.00 moved from Main wallet to")
    await expect(transfer.getByRole("combobox", { name: "From" })).toContainText("(P 300.00)")
    await shot(page, "member-centre-wallet-1440")

    await transfer.getByRole("button", { name: "Swap wallets" }).click()
    await expect(transfer.getByRole("combobox", { name: "From" })).toHaveValue(to)
    await transfer.getByRole("textbox", { name: "Amount" }).fill("200")
    await transfer.getByRole("button", { name: "Transfer", exact: true }).click()
    await expect(transfer.getByRole("status")).toContainText(/P 200\.00 moved from .+ to Main wallet\./)
    await expect(centre(page).locator(".mcp-summary-total")).toContainText("P 500.00")
    await expect(centre(page).locator(".mcp-summary-item").nth(1)).toContainText("P 500.00")
  })

  test("a withdrawal is paid and its receipt confirmed; a pending one is cancelled with the money back", async ({
    page,
    request,
  }) => {
    await registeredAtHome(page)
    await header(page).getByRole("button", { name: "Deposit", exact: true }).click()
    await depositAndWait(page, "1000")

    await menu(page).getByRole("button", { name: "Withdraw", exact: true }).click()
    const setPay = centre(page).getByRole("region", { name: "Set payment password" })
    await setPay.getByLabel("Login password").fill(password)
    await setPay.getByLabel("Payment password", { exact: true }).fill(paymentPassword)
    await setPay.getByLabel("Confirm payment password").fill(paymentPassword)
    await setPay.getByRole("button", { name: "Set payment password" }).click()

    const form = centre(page).getByRole("region", { name: "New withdrawal" })
    await form.getByRole("textbox", { name: "Amount" }).fill("200")
    await form.getByLabel("Payment password", { exact: true }).fill(paymentPassword)
    await form.getByRole("button", { name: "Request withdrawal" }).click()
    await expect(form.getByRole("status")).toContainText("is pending")
    await expect(balanceButton(page)).toContainText("800.00")

    // The sandbox pays it a few seconds later; the page follows it and asks whether it arrived.
    const confirm = centre(page).getByRole("region", { name: "Confirm receipt" })
    await expect(confirm).toBeVisible({ timeout: 30_000 })
    await expect(confirm).toContainText("Counted as received after 30 minutes")
    await shot(page, "member-centre-withdraw-1440")
    await confirm.getByRole("button", { name: "Received", exact: true }).click()
    await expect(confirm).toBeHidden()
    const history = centre(page).getByRole("region", { name: "Recent withdrawals" })
    await expect(history.getByText("Received", { exact: true })).toBeVisible()

    // A pending withdrawal is cancelled before it is paid (payments held so the two never race).
    const held = await request.post("/sandbox/admin/withdrawal-delay", { data: { ms: 600_000 }, headers: devHeaders })
    expect(held.ok()).toBe(true)
    try {
      await form.getByRole("textbox", { name: "Amount" }).fill("300")
      await form.getByLabel("Payment password", { exact: true }).fill(paymentPassword)
      await form.getByRole("button", { name: "Request withdrawal" }).click()
      await expect(form.getByRole("status")).toContainText("P 300.00 is pending")
      await expect(balanceButton(page)).toContainText("500.00")
      await history.getByRole("button", { name: /^Cancel withdrawal #/ }).click()
      const ask = page.getByRole("alertdialog", { name: "Cancel withdrawal" })
      await expect(ask).toContainText("P 300.00")
      await ask.getByRole("button", { name: "Cancel withdrawal" }).click()
      await expect(history.getByRole("status")).toContainText("cancelled and the amount is back")
      await expect(history.getByText("Cancelled", { exact: true })).toBeVisible()
      await expect(balanceButton(page)).toContainText("800.00")
    } finally {
      await request.post("/sandbox/admin/withdrawal-delay", { data: { ms: 5000 }, headers: devHeaders })
    }
  })

  // At the phone's width only, where the popup takes the screen and its menu scrolls sideways; at 1440 px the same
  // pages hold the same content, and axe would check it again.
  test("axe: no serious violation on the money pages at 375 px", async ({ page }) => {
    // down01 has an upline, so the transfer-to-upline page is in its menu; nothing here moves its money. It logs in
    // from the address the seed knows (a new one would ask for second verification, spec section 4).
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto("/")
    await painted(page)
    await header(page).getByRole("button", { name: "Log in", exact: true }).click()
    const login = page.getByRole("dialog", { name: "Log in", exact: true })
    await login.getByRole("textbox", { name: "Username", exact: true }).fill("down01", { timeout: 30_000 })
    await login.getByRole("textbox", { name: "Password", exact: true }).fill("Player123")
    await login.getByRole("button", { name: "Log in", exact: true }).click()
    await expect(balanceButton(page)).toBeVisible({ timeout: 30_000 })
    await expectLoggedInAs(page, "down01")
    for (const width of [375]) {
      await page.setViewportSize({ width, height: 812 })
      await page.goto("/?mc=securityCenter")
      await expect(pageTitle(page, "My account")).toBeVisible({ timeout: 30_000 })
      for (const [item, title, ready] of [
        ["My account", "My account", "Profile"],
        ["My wallet", "My wallet", "Transfer between wallets"],
        ["Deposit", "Deposit", "New deposit"],
        ["Withdraw", "Withdraw", "Recent withdrawals"],
        ["Transfer to upline", "Transfer to upline", "Transfer to your upline"],
      ] as const) {
        await menu(page).getByRole("button", { name: item, exact: true }).click()
        await expect(pageTitle(page, title)).toBeVisible()
        await expect(centre(page).getByRole("region", { name: ready })).toBeVisible()
        expect.soft(await seriousViolations(page), `${title} at ${width} px`).toEqual([])
        if (item === "My account" || item === "Deposit")
          await shot(page, `member-centre-${title}-${width}`.replace(/ /g, "-"))
      }
      // The popup fits the screen (its menu scrolls sideways at 375 px, never the popup).
      const box = await centre(page).boundingBox()
      expect(box?.width ?? Number.POSITIVE_INFINITY).toBeLessThanOrEqual(width)
      const menuBox = await menu(page).boundingBox()
      expect(menuBox?.width ?? Number.POSITIVE_INFINITY).toBeLessThanOrEqual(width)
    }
  })
})

/**
 * The first launch of a slot whose wallet is empty (spec section 4 "Game launch"; the wallet transfer of section 7):
 * a new member with money only in the main wallet picks a slot, the portal offers a transfer before the game opens,
 * checks the amount, moves it once and opens the game with it, ready to spin.
 */
import { type Page, test } from "@playwright/test"
import { appearFrom, expect, freshIp, freshMember, openLoggedIn, platform } from "./support.ts"

// Registering, a deposit approved by the sandbox and a launch take a while on a shared 2-core machine.
test.setTimeout(180_000)

/** A fresh member, registered through the UI, with a deposit approved into the main wallet. */
const memberWithMoney = async (page: Page) => {
  const ip = freshIp()
  await appearFrom(page, ip)
  const member = freshMember("Secret123")
  await openLoggedIn(page, member, { register: true, ip })
  const channels = await platform(page, "GET", "/wps/relay/MCSFE_getDepositChannels")
  const channel = (channels.body.value as Array<{ id: string }>)[0]?.id
  const deposit = await platform(
    page,
    "POST",
    "/wps/relay/MCSFE_submitDepositRequest",
    { channelId: channel, amount: 300 },
    { "Idempotency-Key": `e2e-deposit-${Date.now()}-${Math.random().toString(36).slice(2)}` },
  )
  expect(deposit.status, JSON.stringify(deposit.body)).toBe(200)
  await expect
    .poll(
      async () =>
        ((await platform(page, "GET", "/wps/v2/wallets/balance")).body.value as { sumBalance: number }).sumBalance,
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0)
}

test("first launch: the transfer offered before a slot with an empty wallet opens, then the game plays", async ({
  page,
}) => {
  await memberWithMoney(page)
  // The forwarded address was for the registration's per-address limit; a real browser sends no such header, and
  // on the game's cross-origin calls (the iframe's origin is "null") it would ask for a CORS preflight the game
  // does not allow.
  await page.setExtraHTTPHeaders({})
  await page.goto("/rng?page=PT")
  await page
    .getByRole("main")
    .getByRole("button", { name: /^Play / })
    .first()
    .click()
  const offer = page.getByRole("dialog", { name: /^Bring money into / })
  await expect(offer).toBeVisible({ timeout: 30_000 })
  await expect(page).not.toHaveURL(/\/game$/)
  const amount = offer.getByRole("textbox", { name: "Amount to move" })
  await amount.fill("5000")
  await offer.getByRole("button", { name: "Move and play" }).click()
  await expect(offer.getByText(/exceeds your balance/)).toBeVisible()
  await offer.getByRole("button", { name: "All" }).click()
  await expect(amount).toHaveValue("300.00")
  await amount.fill("120")
  await offer.getByRole("button", { name: "Move and play" }).click()
  await expect(page).toHaveURL(/\/game$/, { timeout: 30_000 })
  const game = page.frameLocator("iframe.game-frame")
  await expect(game.locator("#balance")).toHaveText("P 120.00", { timeout: 30_000 })
  await expect(game.getByRole("button", { name: "Spin" })).toBeEnabled({ timeout: 15_000 })
  const wallets = (await platform(page, "GET", "/wps/v2/wallets/balance")).body.value as {
    balance: Array<{ accountTypeName: string; availBalance: number }>
  }
  expect(wallets.balance.find((w) => w.accountTypeName === "MAIN")?.availBalance).toBe(180)
})

/**
 * Play for fun: a visitor, with no account, clicks "Play for fun" on a slot tile of the slots lobby, the slot opens
 * on play money (the portal's bar and the game say so), spins move the play balance, and nothing reaches the ledger:
 * the jackpot pool, which every real slot stake feeds, stands where it stood.
 */
import { test } from "@playwright/test"
import { expect, platform, seriousViolations } from "./support.ts"

test.setTimeout(120_000)

const jackpot = async (page: Parameters<typeof platform>[0]) =>
  ((await platform(page, "GET", "/wps/relay/VIS_getJackpot")).body.value as { amount: number }).amount

test("a visitor plays a slot for fun: the play balance moves, the ledger does not", async ({ page }) => {
  await page.goto("/rng")
  const fun = page.getByRole("main").getByRole("button", { name: /^Play for fun: / })
  await expect(fun.first()).toBeVisible({ timeout: 30_000 })
  expect(await seriousViolations(page)).toEqual([])
  const poolBefore = await jackpot(page)

  await fun.first().click()
  await expect(page).toHaveURL(/\/game$/, { timeout: 30_000 })
  await expect(page.getByText("Play money", { exact: true })).toBeVisible()
  // No login popup and no real-account warning on the way.
  await expect(page.getByRole("dialog")).toHaveCount(0)
  const game = page.frameLocator("iframe.game-frame")
  await expect(game.locator("#fun-badge")).toContainText("Play money")
  await expect(game.locator("#balance")).toHaveText("P 2,000.00", { timeout: 30_000 })
  await game.locator("#stake").selectOption({ label: "P 100.00" })

  // A round may pay back exactly its stake: spin until the play balance has moved (a few rounds at most).
  const spinButton = game.getByRole("button", { name: "Spin" })
  for (let i = 0; i < 6; i++) {
    await expect(spinButton).toBeEnabled({ timeout: 15_000 })
    await spinButton.click()
    await expect(game.locator("#history li").first()).not.toHaveClass("none", { timeout: 15_000 })
    await expect(spinButton).toBeEnabled({ timeout: 15_000 })
    if ((await game.locator("#balance").textContent()) !== "P 2,000.00") break
  }
  await expect(game.locator("#balance")).not.toHaveText("P 2,000.00")

  // Fun rounds stake nothing real: the pool every real slot stake feeds has not moved.
  expect(await jackpot(page)).toBe(poolBefore)
})

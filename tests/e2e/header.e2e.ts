/**
 * The header end to end (spec sections 1, 2 and 4): the member's balance hidden as *** and shown again, its refresh
 * refetching; the language selector changing every string live (header, modal, validation messages), reachable by
 * keyboard, and the choice kept across a reload through the stored hisLang.
 */
import { test } from "@playwright/test"
import { balanceButton, expect, header, openLoggedIn, openLogin, ready, str } from "./support.ts"

test.describe("balance", () => {
  test("the balance hides as *** and shows again on click; refresh refetches it", async ({ page }) => {
    // A first load on the loaded 2-core machine can take longer than 15 s: the first balance is waited for as long.
    const firstBalance = page.waitForResponse((r) => r.url().includes("/wps/v2/wallets/balance"), { timeout: 45_000 })
    await openLoggedIn(page, { username: "player01", password: "Player123" })

    // Until the money endpoints answer (a later issue of the sandbox), the amount may be "—".
    const answered = await (await firstBalance).json().then(
      (b: { success?: boolean }) => b.success === true,
      () => false,
    )
    const amount = header(page).locator(".bar-amount")
    const shownAmount = answered ? /^\d{1,3}(,\d{3})*\.\d{2}$/ : /^(—|\d{1,3}(,\d{3})*\.\d{2})$/
    await expect(amount).toHaveText(shownAmount)
    const before = await amount.textContent()

    const button = balanceButton(page)
    await expect(button).toHaveAccessibleName(/Hide balance/)
    await expect(button).toHaveAttribute("aria-pressed", "false")
    await button.click()
    await expect(amount).toHaveText("***")
    await expect(button).toHaveAccessibleName(/Show balance/)
    await expect(button).toHaveAttribute("aria-pressed", "true")

    await button.click()
    await expect(amount).toHaveText(shownAmount)
    await expect(button).toHaveAccessibleName(/Hide balance/)
    if (answered) await expect(amount).toHaveText(before ?? "")

    // Refresh: a new balance request, the icon busy meanwhile, the amount shown after.
    const refresh = header(page).getByRole("button", { name: "Refresh balance" })
    const refetched = page.waitForRequest((r) => r.url().includes("/wps/v2/wallets/balance"))
    await refresh.click()
    await refetched
    await expect(refresh).toBeEnabled()
    await expect(amount).toHaveText(shownAmount)

    // On a phone (375 px) the balance pill stands clear of the logo, neither drawn over the other.
    await page.setViewportSize({ width: 375, height: 800 })
    const logo = header(page).getByRole("link", { name: "Arena home" })
    const pill = header(page).locator(".bar-balance")
    await expect(pill).toBeVisible()
    await expect(logo).toBeVisible()
    const overlap = async () => {
      const a = await logo.boundingBox()
      const b = await pill.boundingBox()
      if (a === null || b === null) return Number.NaN
      const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)
      const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y)
      return w > 0 && h > 0 ? w * h : 0
    }
    await expect.poll(overlap, { message: "the logo and the balance pill overlap (px²)" }).toBe(0)
  })
})

test.describe("language", () => {
  test("switching language changes the strings live and persists across a reload (hisLang)", async ({ page }) => {
    await page.goto("/")
    await ready(page, "en")
    await expect(page.locator("html")).toHaveAttribute("lang", "en")

    // Live switch with the mouse: English → 日本語.
    await header(page).getByRole("button", { name: "Language: EN" }).click()
    const menu = header(page).getByRole("list", { name: "Language" })
    await expect(menu).toBeVisible()
    await menu.getByRole("button", { name: /日本語/ }).click()
    await ready(page, "ja")
    await expect(header(page).getByRole("button", { name: `${str("ja", "layout", "language")}: JA` })).toBeVisible()
    await expect(header(page).getByRole("link", { name: str("ja", "layout", "home"), exact: true })).toBeVisible()
    await expect(header(page).getByRole("button", { name: "Log in", exact: true })).toHaveCount(0)
    await expect(page.locator("html")).toHaveAttribute("lang", "ja")
    expect(await page.evaluate(() => [localStorage.getItem("hisLang"), localStorage.getItem("lang")])).toEqual([
      "JA",
      "ja",
    ])

    // Modals and validation messages follow too.
    const modal = await openLogin(page, "ja")
    await modal.getByRole("button", { name: str("ja", "login", "submit"), exact: true }).click()
    await expect(modal.getByText(str("ja", "validation", "input_required")).first()).toBeVisible()
    await page.keyboard.press("Escape")
    await expect(modal).toBeHidden()

    // Kept across a reload: the stored hisLang wins over the brand's default (spec section 1).
    await page.reload()
    await ready(page, "ja")
    await expect(page.locator("html")).toHaveAttribute("lang", "ja")

    // With the keyboard: the menu opens on the current language; arrows move; Enter picks (日本語 → ไทย).
    const langButton = header(page).getByRole("button", { name: `${str("ja", "layout", "language")}: JA` })
    await langButton.focus()
    await page.keyboard.press("Enter")
    await expect(header(page).getByRole("button", { name: /日本語/ })).toBeFocused()
    await page.keyboard.press("ArrowDown")
    await expect(header(page).getByRole("button", { name: /ไทย/ })).toBeFocused()
    await page.keyboard.press("Enter")
    await ready(page, "th")
    await expect(header(page).getByRole("button", { name: `${str("th", "layout", "language")}: TH` })).toBeFocused()
    expect(await page.evaluate(() => localStorage.getItem("hisLang"))).toBe("TH")
  })
})

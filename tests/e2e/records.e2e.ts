/**
 * The member centre's records and neighbouring pages end to end, in Chromium against the sandbox: a demo
 * slot round played through the sandbox's game API is found in the betting record and the account record, the date
 * presets and a custom range filter the list, the CSV export downloads every row under the filter, a platform
 * message read lowers the unread count, a completed mission is claimed, and axe finds no serious violation on the
 * pages at 375 px. The seeded member with history (player01) is used: each run has its own sandbox.
 */
import { readFileSync } from "node:fs"
import { type Locator, type Page, test } from "@playwright/test"
import {
  dialog,
  expectLoggedInAs,
  header,
  logIn,
  openSlot,
  ready,
  seriousViolations,
  shot,
  spin,
  expect as supportExpect,
} from "./support.ts"

/** Lazy chunks and strings of the centre's pages take long on a two-core machine shared with other runs. */
const expect = supportExpect.configure({ timeout: 30_000 })

const member = { account: "player01", password: "Player123" }

/** Logs player01 in at home. */
const enter = async (page: Page) => {
  await page.goto("/")
  await ready(page)
  await logIn(page, member.account, member.password)
  await expectLoggedInAs(page, member.account)
}

/** Opens the member centre from the header's account button, then a page from its menu. */
const openPage = async (page: Page, item: string): Promise<Locator> => {
  const centre = dialog(page, "Member centre")
  if (!(await centre.isVisible())) {
    const account = header(page).getByRole("button", { name: new RegExp(`^${member.account}\\b`) })
    if (!(await account.first().isVisible())) await header(page).getByRole("button", { name: "Account menu" }).click()
    await account.first().click()
    // The centre's chunk and strings load on first use: slow on a shared two-core machine.
    await expect(centre).toBeVisible({ timeout: 30_000 })
  }
  await centre.getByRole("navigation", { name: "Member centre menu" }).getByRole("button", { name: item }).click()
  await expect(centre.getByRole("heading", { name: item, level: 3 })).toBeVisible()
  return centre
}

const noSerious = async (page: Page, what: string) => {
  expect(await seriousViolations(page), `${what}: serious or critical axe violations`).toEqual([])
}

test.describe("member centre records", () => {
  // Each test logs in, plays through the game API and visits several pages on a shared two-core machine.
  test.describe.configure({ timeout: 240_000 })

  test("a demo round shows in the betting and account records, presets filter them, the CSV holds the filtered rows", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await enter(page)
    const slot = await openSlot(page, member.account, "PT", 200)
    await spin(page, slot, 10_000)

    const centre = await openPage(page, "Betting record")
    const list = centre.getByRole("region", { name: "Betting record" }).last()
    await list.getByRole("radio", { name: "Today" }).check()
    await list.getByRole("combobox", { name: "Vendor" }).selectOption(slot.game.vendor)
    const round = list.getByRole("row").filter({ hasText: slot.game.name }).filter({ hasText: "100.00" }).first()
    await expect(round).toBeVisible()
    await expect(round.getByRole("cell", { name: "100.00" }).first()).toBeVisible()
    await shot(page, "records-betting-1440")
    await noSerious(page, "betting record at 1440 px")

    // A range in the past holds no round of today; the preset brings it back.
    await list.getByRole("radio", { name: "Custom" }).check()
    await list.getByRole("textbox", { name: "From", exact: true }).fill("01/01/2020")
    await list.getByRole("textbox", { name: "To", exact: true }).fill("02/01/2020")
    await list.getByRole("button", { name: "Apply" }).click()
    await expect(list.getByText("No records in this range")).toBeVisible()
    await list.getByRole("radio", { name: "Today" }).check()
    await expect(round).toBeVisible()

    const downloading = page.waitForEvent("download")
    await list.getByRole("button", { name: "Export CSV" }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toMatch(/^betting-records_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/)
    const csv = readFileSync((await download.path()) ?? "", "utf8").replace(/^\uFEFF/, "")
    const lines = csv.split("\r\n").filter((l) => l !== "")
    expect(lines[0]).toBe("Bet time,Game,Bet number,Vendor,Game type,Bet amount,Valid bet,Win/loss,Result")
    const row = lines.find((l) => l.includes(slot.game.name) && l.includes(",100.00,100.00,"))
    expect(row, csv).toBeDefined()
    expect(lines.slice(1).every((l) => l.includes(`,${slot.game.vendor},`))).toBe(true)
    await expect(list.getByText(`Exported ${lines.length - 1} rows.`)).toBeVisible()

    await openPage(page, "Account record")
    const account = centre.getByRole("region", { name: "Account record" }).last()
    await account.getByRole("radio", { name: "Today" }).check()
    await account.getByRole("combobox", { name: "Type" }).selectOption("BET")
    await expect(account.getByRole("cell", { name: "-100.00" }).first()).toBeVisible()
    await noSerious(page, "account record at 1440 px")

    await page.setViewportSize({ width: 375, height: 812 })
    await openPage(page, "Betting record")
    await expect(list.getByText(slot.game.name).first()).toBeVisible()
    await shot(page, "records-betting-375")
    await noSerious(page, "betting record at 375 px")
    // The list fits the phone: cards, not a table wider than the screen.
    const fits = await list.evaluate(
      (el) => el.scrollWidth <= el.clientWidth + 1 && el.getBoundingClientRect().right <= 376,
    )
    expect(fits).toBe(true)
  })

  test("reading a message lowers the unread count; a completed mission is claimed", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await enter(page)
    const centre = await openPage(page, "Platform messages")
    const unread = centre.getByRole("status").filter({ hasText: /unread/ })
    // The count is read once the inbox has answered: until then the badge shows the header's count, asked for at the
    // login, which the inbox's own count replaces.
    await expect(centre.locator(".message.is-unread").first()).toBeVisible()
    await expect(unread).toBeVisible()
    const before = Number((await unread.textContent())?.match(/\d+/)?.[0] ?? "0")
    expect(before).toBeGreaterThan(0)
    await noSerious(page, "messages at 1440 px")
    // The first unread message's button, by the panel it controls: several messages may share a title.
    const controls = await centre.locator(".message.is-unread .message-head").first().getAttribute("aria-controls")
    const first = centre.locator(`.message-head[aria-controls="${controls}"]`)
    await first.click()
    await expect(first).toHaveAttribute("aria-expanded", "true")
    if (before === 1) await expect(centre.getByText("No unread messages")).toBeVisible()
    else await expect(unread).toHaveText(`${before - 1} unread`)

    // Twenty rounds complete the "Spin 20 rounds" mission, if the seeded play had not already.
    const slot = await openSlot(page, member.account, "PT", 50)
    for (let i = 0; i < 20; i++) await spin(page, slot, 100)
    await openPage(page, "Missions")
    const claim = centre.getByRole("button", { name: /^Claim / }).first()
    await expect(claim).toBeVisible()
    const name = (await claim.getAttribute("aria-label"))?.replace(/^Claim /, "") ?? ""
    await noSerious(page, "missions at 1440 px")
    await claim.click()
    await expect(centre.getByText("Reward claimed: it is in your wallet.")).toBeVisible()
    await expect(centre.getByRole("button", { name: `Claim ${name}` })).toHaveCount(0)

    await page.setViewportSize({ width: 375, height: 812 })
    await openPage(page, "Platform messages")
    await expect(centre.getByRole("button", { name: /Read|Unread/ }).first()).toBeVisible()
    await noSerious(page, "messages at 375 px")
    await openPage(page, "Missions")
    await expect(centre.getByText("Leaderboard")).toBeVisible()
    await noSerious(page, "missions at 375 px")
  })

  // At the phone's width only, where the centre's pages are laid out for the small screen (tables and the menu
  // scrolling sideways); at 1440 px the same pages hold the same content, and axe would check it again.
  test("the other pages pass axe at 375 px", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await enter(page)
    await page.setViewportSize({ width: 375, height: 812 })
    for (const item of ["Personal profit and loss", "Bonus details", "Redeem history"]) {
      const centre = await openPage(page, item)
      const list = centre.getByRole("region", { name: item }).last()
      await expect(list.getByRole("table").or(list.getByText("No records in this range"))).toBeVisible()
      await noSerious(page, `${item} at 375 px`)
    }
    for (const [item, ready] of [
      ["Reward centre", "My promotions"],
      ["Player rank", "Level benefits"],
      ["Feedback", "Send feedback"],
    ] as const) {
      const centre = await openPage(page, item)
      await expect(centre.getByText(ready).first()).toBeVisible()
      await noSerious(page, `${item} at 375 px`)
      await shot(page, `records-${item.toLowerCase().replaceAll(" ", "-")}-375`)
    }
  })
})

/**
 * The demo slot in a real browser, as the portal shows it: in an iframe sandboxed without
 * `allow-same-origin` (origin "null"), under the sandbox's Content-Security-Policy, the page's script loads, reads
 * the vendor wallet through the CORS game API with the launch token alone, and plays rounds that land on the ledger.
 * Runs in Debian's Chromium when it is installed (DESIGN.md, Toolchain); skipped otherwise.
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { chromium } from "@playwright/test"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { fundVendor, launchGame, signedIn, walletBalance } from "./gamesKit.ts"
import { startTestSandbox, type TestSandbox } from "./harness.ts"

const chromiumPath = "/usr/bin/chromium"
/** Under `npm test` (scripts/test.ts, as CI runs) a missing Chromium fails these tests; elsewhere they skip. */
const runs = existsSync(chromiumPath) || process.env.ARENA_REQUIRE_CHROMIUM === "1"

let sandbox: TestSandbox
beforeAll(async () => {
  if (runs) sandbox = await startTestSandbox()
}, 120_000)
afterAll(() => sandbox?.stop())

describe.skipIf(!runs)("the demo slot in Chromium", () => {
  it("plays in a sandboxed iframe of the portal's origin", async () => {
    const { c, member } = await signedIn(sandbox, "player01")
    await fundVendor(sandbox, member.id, 1012, 50_000)
    const { url: game } = await launchGame(c)
    // The portal's page: any file of the UI folder is served on the sandbox's origin.
    mkdirSync(sandbox.services.config.uiDir, { recursive: true })
    writeFileSync(
      join(sandbox.services.config.uiDir, "host.html"),
      `<!doctype html><link rel="icon" href="data:,"><iframe id="game" sandbox="allow-scripts" src="${game.pathname}${game.search}" width="800" height="1000"></iframe>`,
    )
    const browser = await chromium.launch({
      executablePath: chromiumPath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    })
    try {
      const page = await browser.newPage()
      const problems: Array<string> = []
      page.on("console", (m) => {
        if (m.type() === "error") problems.push(m.text())
      })
      page.on("response", (r) => {
        if (r.status() >= 400) problems.push(`${r.status()} ${r.url()}`)
      })
      page.on("pageerror", (e) => problems.push(e.message))
      await page.goto(`${sandbox.url}/host.html`)
      const frame = page.frameLocator("#game")
      await expect.poll(() => frame.locator("#balance").textContent(), { timeout: 20_000 }).toBe("P 500.00")
      for (let i = 1; i <= 3; i++) {
        await frame.locator("#spin").click()
        await expect.poll(() => frame.locator("#history li").count(), { timeout: 20_000 }).toBe(i)
      }
      await expect.poll(() => frame.locator("#spin").isDisabled(), { timeout: 20_000 }).toBe(false)
      const rounds = await sandbox.services.db.query<{ stake: string; payout: string }>(
        "select stake, payout from bets where member_id = $1 and round_id not like '%:seed-%'",
        [member.id],
      )
      expect(rounds).toHaveLength(3)
      const net = rounds.reduce((s, r) => s + Number(r.payout) - Number(r.stake), 0)
      expect(await walletBalance(sandbox, member.id, 1012)).toBe(50_000 + net)
      const shown = await frame.locator("#balance").textContent()
      expect(shown).toBe(`P ${((50_000 + net) / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ",")}`)
      expect(problems).toEqual([])
    } finally {
      await browser.close()
    }
  }, 120_000)
})

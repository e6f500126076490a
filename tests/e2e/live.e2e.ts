/**
 * The live stream across instances (DESIGN.md "Pushed answers"): two sandboxes on one PostgreSQL, the portal served
 * by the second; a deposit submitted and approved through the first updates the header on the second without a
 * poll, by the stream (a commit's notification reaches every instance, sandbox/live/hub.ts). PostgreSQL only
 * (ARENA_TEST_PG, which scripts/test.ts sets for this stage too): PGlite is one process by design.
 */
import { test } from "@playwright/test"
import pg from "pg"
import { type Instance, startInstance } from "../../sandbox/cluster.ts"
import { balanceButton, dialog, expect, expectLoggedInAs, header, ready } from "./support.ts"

const admin = process.env.ARENA_TEST_PG
const name = `arena_live_e2e_${process.pid}_${Math.floor(Math.random() * 1e9)}`
const uiDir = process.env.E2E_UI_DIR ?? "dist/ui"
const wire = { "X-Gateway-Version": "3", Merchant: "arena", Device: "web", Language: "EN" }

const adminQuery = async (sql: string) => {
  const c = new pg.Client({ connectionString: admin })
  await c.connect()
  await c.query(sql)
  await c.end()
}

let instances: Array<Instance> = []

test.describe("live across two instances", () => {
  test.skip(!admin, "needs PostgreSQL (ARENA_TEST_PG)")

  test.beforeAll(async () => {
    test.setTimeout(240_000)
    await adminQuery(`create database ${name}`)
    const url = new URL(admin!)
    url.pathname = `/${name}`
    const env = {
      ARENA_UI_DIR: uiDir,
      ARENA_MODE: "development",
      ARENA_DEV_TOKEN: process.env.ARENA_DEV_TOKEN ?? "arena-e2e-dev-token",
      ARENA_PASSWORD_COST: "1024",
    }
    // Started together: one migrates and seeds, the other waits on the locks and finds them done.
    instances = await Promise.all([startInstance(url.toString(), env), startInstance(url.toString(), env)])
  })

  test.afterAll(async () => {
    await Promise.all(instances.map((i) => i.kill("SIGTERM")))
    if (admin) await adminQuery(`drop database if exists ${name} with (force)`)
  })

  test("a deposit approved on one instance updates the header served by the other, without a poll", async ({
    page,
  }) => {
    test.setTimeout(180_000)
    const [a, b] = instances.map((i) => i.url)
    await page.goto(`${b}/`)
    await ready(page)
    // Opened once the portal is interactive (the header's first frame is painted before the app runs), with a longer
    // wait than the helpers' for the modal's chunk: two instances and PostgreSQL share a loaded machine here.
    await page.waitForFunction(() => performance.getEntriesByName("arena:interactive").length > 0, undefined, {
      timeout: 60_000,
    })
    await header(page).getByRole("button", { name: "Log in", exact: true }).click()
    const modal = dialog(page, "Log in")
    await expect(modal).toBeVisible({ timeout: 45_000 })
    await modal.getByRole("textbox", { name: "Username", exact: true }).fill("down01")
    await modal.getByRole("textbox", { name: "Password", exact: true }).fill("Player123")
    await modal.getByRole("button", { name: "Log in", exact: true }).click()
    await expect(balanceButton(page)).toBeVisible({ timeout: 45_000 })
    await expectLoggedInAs(page, "down01")
    const shown = balanceButton(page)
    await expect(shown).toHaveText(/\d/)
    const before = (await shown.textContent()) ?? ""
    // The header's stream is open on B before the money moves.
    await expect
      .poll(async () => Number(((await (await fetch(`${b}/readyz`)).json()) as { streams: number }).streams))
      .toBeGreaterThanOrEqual(1)
    const polls: Array<string> = []
    page.on("request", (r) => {
      if (r.url().includes("/wps/v2/wallets/balance")) polls.push(r.url())
    })

    // The same member's session on A (the page's token), a deposit there, approved by A's sweep.
    const token = await page.evaluate(() => {
      const v = sessionStorage.getItem("token") ?? ""
      try {
        const parsed: unknown = JSON.parse(v)
        return typeof parsed === "string" ? parsed : v
      } catch {
        return v
      }
    })
    const onA = (path: string, init: RequestInit = {}) =>
      fetch(`${a}${path}`, { ...init, headers: { ...wire, Authorization: token, ...init.headers } })
    const channels = (await (await onA("/wps/relay/MCSFE_getDepositChannels")).json()) as {
      value: Array<{ id: number; name: string }>
    }
    const channel = channels.value.find((ch) => ch.name === "GCash")!
    const order = await onA("/wps/relay/MCSFE_submitDepositRequest", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": `live-e2e-${name}` },
      body: JSON.stringify({ channelId: channel.id, amount: 150.5, remarks: "live" }),
    })
    expect(order.status).toBe(200)
    // A's money reads sweep the due deposit (it is due 3 s after it was made) until the header on B changes.
    await expect
      .poll(
        async () => {
          await onA("/wps/v2/wallets/balance")
          return shown.textContent()
        },
        { timeout: 30_000, intervals: [200] },
      )
      .not.toBe(before)
    const amount = (t: string) => Number(t.replace(/[^\d.]/g, ""))
    expect(amount((await shown.textContent()) ?? "")).toBeCloseTo(amount(before) + 150.5, 2)
    expect(polls).toEqual([])
  })
})

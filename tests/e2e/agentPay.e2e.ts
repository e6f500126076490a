/**
 * An agent is paid by the platform's settlement (spec sections 1 and 9: real-time salary every 5 minutes), end to
 * end in Chromium against the sandbox: agent02 holds a real-time salary of 0.3% of its team's bets (seeded); its
 * downline down02 plays ten demo rounds; the development clock moves ten minutes on, which closes the periods; the
 * agent's header balance rises (after a refresh) by at least what the rounds earned, and "My income" lists the
 * real-time salary as paid. Each run has its own sandbox; down02 and agent02 are read elsewhere, never their figures.
 */
import { test } from "@playwright/test"
import { devHeaders, expect, header, openLoggedIn, openSlot, sessionFor, spin } from "./support.ts"

/** The header's balance in minor units. */
const headerBalance = async (page: import("@playwright/test").Page): Promise<number> => {
  const text = (await header(page).locator(".bar-amount").textContent()) ?? ""
  const figure = /([\d,]+)\.(\d{2})/.exec(text)
  if (figure === null) throw new Error(`no balance in "${text}"`)
  return Number(figure[1]!.replaceAll(",", "")) * 100 + Number(figure[2])
}

test("a downline's ten demo rounds pay the agent's real-time salary once the clock moves ten minutes", async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000)
  const agent = await browser.newPage({ viewport: { width: 1440, height: 900 } })
  await openLoggedIn(agent, { username: "agent02", password: "Agent123" })
  await expect(header(agent).locator(".bar-amount")).toHaveText(/\d\.\d{2}$/)
  const before = await headerBalance(agent)

  // The downline plays from the test process: no page of its own needs to show it (the rounds are the game API's).
  const downline = { request, token: await sessionFor({ username: "down02", password: "Player123" }) }
  const slot = await openSlot(downline, "down02", "PT", 200)
  // Ten rounds of 10.00: the agent's 0.3% of them is 0.30.
  for (let i = 0; i < 10; i++) await spin(downline, slot, 1_000)

  const moved = await request.post("/sandbox/admin/clock", { data: { advanceMinutes: 10 }, headers: devHeaders })
  expect(moved.ok(), await moved.text()).toBe(true)

  // The header follows within one refresh.
  await expect(async () => {
    await header(agent).getByRole("button", { name: "Refresh balance" }).click()
    expect(await headerBalance(agent)).toBeGreaterThanOrEqual(before + 30)
  }).toPass({ timeout: 30_000 })

  await header(agent).getByRole("button", { name: "Agent centre", exact: true }).click()
  const centre = agent.getByRole("dialog", { name: "Agent", exact: true })
  await centre
    .getByRole("navigation", { name: "Agent centre menu" })
    .getByRole("button", { name: "My income", exact: true })
    .click()
  const paidRow = centre.getByRole("row").filter({ hasText: "Real-time salary" }).filter({ hasText: "Paid" })
  await expect(paidRow.first()).toBeVisible({ timeout: 30_000 })
  await agent.close()
})

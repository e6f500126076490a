import { expect, test } from "@playwright/test"
import { seriousViolations, shot, specRoutes } from "./support.ts"

test("the portal loads on the home route with no serious accessibility violation", async ({ page }) => {
  await page.goto("/")
  await expect(page.locator("#root")).not.toBeEmpty()
  await shot(page, "smoke-home")
  expect(await seriousViolations(page)).toEqual([])
})

test("every route of spec section 2 returns the app (history-mode fallback)", async ({ request }) => {
  for (const path of specRoutes) {
    const res = await request.get(path)
    expect.soft(res.status(), path).toBe(200)
    expect.soft(await res.text(), path).toContain('<div id="root">')
  }
})

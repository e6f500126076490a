/**
 * The development tools stay out of production builds: the UI build the e2e sandboxes serve (a production build,
 * playwright.config.ts) holds neither "Download this session" with its recorder and sanitiser, nor the replay's msw
 * worker; they are behind `import.meta.env.DEV` in ui/main.tsx. Every JavaScript file of the build is read, lazy
 * chunks included.
 */
import { readdirSync, readFileSync } from "node:fs"
import { join, resolve } from "node:path"
import { test } from "@playwright/test"
import { expect } from "./support.ts"

const uiDir = resolve(process.env.E2E_UI_DIR ?? "dist/ui")

test("the production build holds no development tool", async ({ request }) => {
  // The sandbox answering means the first server's build is complete.
  expect((await request.get("/")).ok()).toBe(true)
  const scripts = readdirSync(join(uiDir, "assets")).filter((f) => f.endsWith(".js"))
  expect(scripts.length).toBeGreaterThan(5)
  const found = scripts.flatMap((file) => {
    const text = readFileSync(join(uiDir, "assets", file), "utf8")
    return ["Download this session", "arena recorder", "arena fixture-import", "mockServiceWorker.js"]
      .filter((marker) => text.includes(marker))
      .map((marker) => `${file}: ${marker}`)
  })
  expect(found).toEqual([])
})

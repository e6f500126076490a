import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { defineConfig } from "@playwright/test"

// End-to-end tests: Debian's Chromium (installed by .ci/run; Playwright downloads no browser) against `npm start`'s
// server on a fresh data directory, serving the built UI.
const port = Number(process.env.E2E_PORT ?? 8181)
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), "arena-e2e-"))
// Where the UI is built for the run: dist/ui by default; a directory of its own lets two runs share a checkout.
const uiDir = resolve(process.env.E2E_UI_DIR ?? "dist/ui")
// The token of the sandbox's development tools (tests/e2e/support.ts sends it); set here so the workers inherit it.
process.env.ARENA_DEV_TOKEN ||= "arena-e2e-dev-token"

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.e2e.ts",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  outputDir: process.env.E2E_OUTPUT_DIR ?? "test-results",
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  webServer: {
    command: `npx vite build --logLevel warn --outDir ${JSON.stringify(uiDir)} --emptyOutDir && node --import tsx sandbox/main.ts`,
    url: `http://127.0.0.1:${port}/wps/system/status`,
    timeout: 240_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      ARENA_DATA_DIR: dataDir,
      ARENA_UI_DIR: uiDir,
      DATABASE_URL: "",
      ARENA_MODE: "development",
      ARENA_DEV_TOKEN: process.env.ARENA_DEV_TOKEN,
      // The tests appear from their own addresses (support.ts appearFrom) as if forwarded by a proxy on this machine.
      ARENA_TRUSTED_PROXIES: "127.0.0.1,::1",
    },
    stdout: "ignore",
    stderr: "pipe",
  },
})

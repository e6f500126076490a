import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { defineConfig } from "@playwright/test"
import { chromiumArgs, testChromium } from "./scripts/browsers.ts"

// End-to-end tests: Debian's Chromium headless shell (Playwright downloads no browser; scripts/browsers.ts) against `npm start`'s server, serving the
// built UI. The test files run in parallel workers, each against a sandbox of its own (its own port and data
// directory: the tests switch maintenance on, reset the demo brand, spend one-time flags), all serving the one UI
// build the first server makes. A worker's sandbox is on port E2E_PORT + its parallel index.
const port = Number(process.env.E2E_PORT ?? 8181)
const workers = Number(process.env.E2E_WORKERS ?? 2)
// Playwright loads this file in each worker too, with the worker's index set: that is how a worker finds its sandbox.
const parallelIndex = Number(process.env.TEST_PARALLEL_INDEX ?? 0)
const inWorker = process.env.TEST_WORKER_INDEX !== undefined
const dataDir = process.env.E2E_DATA_DIR ?? (inWorker ? "" : mkdtempSync(join(tmpdir(), "arena-e2e-")))
// Where the UI is built for the run: dist/ui by default; a directory of its own lets two runs share a checkout.
const uiDir = resolve(process.env.E2E_UI_DIR ?? "dist/ui")
// The token of the sandbox's development tools (tests/e2e/support.ts sends it); set here so the workers inherit it.
process.env.ARENA_DEV_TOKEN ||= "arena-e2e-dev-token"
const devToken = process.env.ARENA_DEV_TOKEN
// The example shell (tests/e2e/example.e2e.ts) is served from an origin of its own, which every sandbox lets call it.
process.env.E2E_EXAMPLE_PORT ||= String(port + workers)
const exampleOrigin = `http://127.0.0.1:${process.env.E2E_EXAMPLE_PORT}`

// `npm test` builds the UI into dist/ui while the unit tests run, and says so with E2E_UI_BUILT=1.
const prebuilt = process.env.E2E_UI_BUILT === "1"

const sandbox = (index: number) => ({
  // The first server builds the UI (unless it was built already); the others serve it from the same folder (read per
  // request) once it is there, and Playwright starts the tests only when every server answers.
  command: `${index === 0 && !prebuilt ? `npx vite build --logLevel warn --outDir ${JSON.stringify(uiDir)} --emptyOutDir && ` : ""}node --import tsx sandbox/main.ts`,
  url: `http://127.0.0.1:${port + index}/wps/system/status`,
  timeout: 240_000,
  reuseExistingServer: false,
  env: {
    PORT: String(port + index),
    ARENA_DATA_DIR: join(dataDir, String(index)),
    ARENA_UI_DIR: uiDir,
    DATABASE_URL: "",
    ARENA_MODE: "development",
    ARENA_DEV_TOKEN: devToken,
    // The tests appear from their own addresses (support.ts appearFrom) as if forwarded by a proxy on this machine.
    ARENA_TRUSTED_PROXIES: "127.0.0.1,::1",
    ARENA_CORS_ORIGINS: exampleOrigin,
    // Seeding the demo brand at each reset and every login hash passwords: at the cheapest cost a development
    // sandbox allows (sandbox/config.ts), as the unit tests' sandboxes do.
    ARENA_PASSWORD_COST: "1024",
    // Every answer is checked against the published /openapi.json; the teardown (tests/e2e/answerCheck.ts) fails the
    // run if one did not pass.
    ARENA_CHECK_ANSWERS: "1",
  },
  stdout: "ignore" as const,
  stderr: "pipe" as const,
})

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.e2e.ts",
  fullyParallel: false,
  workers,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  outputDir: process.env.E2E_OUTPUT_DIR ?? "test-results",
  use: {
    baseURL: `http://127.0.0.1:${port + parallelIndex}`,
    // Recording a trace of every test (to keep those that fail) cost a fifth of the run's CPU. CI retries a failed test
    // once and records the retry's trace, which is the failure's trace when it fails again; locally, where a failure
    // is not retried, every test is traced and a failure's trace kept.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    launchOptions: {
      // The headless shell when installed: the full browser's headless mode costs nearly twice the CPU.
      executablePath: testChromium(),
      args: [...chromiumArgs],
    },
  },
  webServer: Array.from({ length: workers }, (_, i) => sandbox(i)),
  // Runs before the servers stop: it reads what each one's answers failed.
  globalTeardown: "./tests/e2e/answerCheck.ts",
})

/**
 * Debian's Chromium for the UI's browser tests (tests only), launched with the flags the end-to-end tests use: no
 * background networking (the network here is closed), no GPU, no first-run work. Under `npm test` (scripts/test.ts,
 * as CI runs) a missing Chromium fails these tests; elsewhere they skip (`chromiumRuns`).
 */
import { existsSync } from "node:fs"
import { chromium } from "@playwright/test"

const executablePath = "/usr/bin/chromium"

/** Whether the browser tests run here. */
export const chromiumRuns = existsSync(executablePath) || process.env.ARENA_REQUIRE_CHROMIUM === "1"

/** A headless Chromium. */
export const launchChromium = () =>
  chromium.launch({
    executablePath,
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

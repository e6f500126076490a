/**
 * Which Chromium the tests drive. Debian ships two builds of one version: `chromium`, whose headless mode is the full
 * browser without a window (a GPU process compositing in software beside the renderers), and
 * `chromium-headless-shell`, the old headless shell made for automation. Driving the same pages, the shell spent
 * 27–30 CPU seconds where the full browser spent 49–53, and the end-to-end tests are most of CI's time on two cores:
 * they drive the shell when it is installed. The benches of the UI keep the full browser, which is what players run.
 * `CHROMIUM_PATH` names another build for both.
 */
import { existsSync } from "node:fs"

export const fullChromium = "/usr/bin/chromium"
export const headlessShell = "/usr/bin/chromium-headless-shell"

/** The browser the end-to-end tests launch. */
export const testChromium = (exists: (path: string) => boolean = existsSync): string =>
  process.env.CHROMIUM_PATH ?? (exists(headlessShell) ? headlessShell : fullChromium)

/**
 * The switches every Chromium the scripts and tests launch gets: no sandbox (CI runs as root), no GPU, and none of the
 * browser's own background traffic (QUIC, updates, sync), which would stray off loopback and add noise to the figures.
 */
export const chromiumArgs: ReadonlyArray<string> = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
]

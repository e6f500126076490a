/**
 * `npm run record -- <url> <out.har> [--user U --password P] [--script flow.ts] [--headed]`: records one's own
 * session of the portal at `url` as a fixture. Chromium (Debian's, or `CHROMIUM_PATH`) is driven by Playwright and
 * every request of the page is recorded as HAR; the recording then goes through the fixture import
 * (adapters/har/importHar.ts: only the platform's calls, no cookie, token, password, ciphertext or ticket, and a
 * refusal when anything secret-looking survives), and only what passes is written. The flow:
 * - `--script flow.ts`: its default export `(page, { url, user, password }) => Promise<void>` drives the page, after
 *   the home page has loaded;
 * - otherwise, headless: the home page, then, with `--user` and `--password`, a login through the portal's login form;
 * - `--headed` (or no flow at all when a display exists): a window to browse in; the recording ends when the window
 *   is closed or Enter is pressed here.
 * Exits 1 (writing nothing) when the page fails, the login does not go through, or the sanitiser refuses.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { pathToFileURL } from "node:url"
import { chromium, type Page } from "@playwright/test"
import { importHar } from "../adapters/har/importHar.ts"
import { zlibInflate } from "../adapters/node/zlibInflate.ts"
import { chromiumArgs, fullChromium } from "./browsers.ts"
import { answeredEntries, parseRecordArgs, usage } from "./recordArgs.ts"

/** The default flow's login: the header's "Log in", the login modal's form, then the logged-in bar. */
const logIn = async (page: Page, user: string, password: string): Promise<void> => {
  await page.getByRole("banner").getByRole("button", { name: "Log in", exact: true }).click()
  const modal = page.getByRole("dialog").filter({ has: page.getByRole("textbox", { name: "Username", exact: true }) })
  await modal.getByRole("textbox", { name: "Username", exact: true }).fill(user)
  await modal.getByRole("textbox", { name: "Password", exact: true }).fill(password)
  await modal.getByRole("button", { name: "Log in", exact: true }).click()
  await page
    .getByRole("banner")
    .getByRole("button", { name: /(Hide|Show) balance/ })
    .waitFor({ timeout: 30_000 })
  console.log(`logged in as ${user}`)
}

/** Waits for the person to close the window or press Enter here. */
const untilDone = (page: Page): Promise<void> =>
  new Promise((done) => {
    console.log("browse the portal; close the window or press Enter here to save the session")
    page.on("close", () => done())
    process.stdin.once("data", () => done())
    process.stdin.resume()
  })

const quiet = async (page: Page): Promise<void> => {
  await page.waitForLoadState("networkidle", { timeout: 15_000 }).catch(() => undefined)
}

const main = async (args: ReadonlyArray<string>): Promise<number> => {
  const parsed = parseRecordArgs(args, (process.env.DISPLAY ?? process.env.WAYLAND_DISPLAY ?? "") !== "")
  if (typeof parsed === "string") {
    console.error(`${parsed}\n${usage}`)
    return 2
  }
  const dir = mkdtempSync(join(tmpdir(), "arena-record-"))
  const raw = join(dir, "raw.har")
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? fullChromium,
    headless: !parsed.headed,
    args: [...chromiumArgs],
  })
  try {
    const context = await browser.newContext({ locale: "en-US", recordHar: { path: raw, content: "embed" } })
    const page = await context.newPage()
    await page.goto(parsed.url)
    await quiet(page)
    if (parsed.script !== undefined) {
      const flow = (await import(pathToFileURL(resolve(parsed.script)).href)) as {
        default: (page: Page, options: { url: string; user?: string; password?: string }) => Promise<void>
      }
      await flow.default(page, {
        url: parsed.url,
        ...(parsed.user === undefined ? {} : { user: parsed.user }),
        ...(parsed.password === undefined ? {} : { password: parsed.password }),
      })
    } else if (parsed.user !== undefined && parsed.password !== undefined) {
      await logIn(page, parsed.user, parsed.password)
    }
    if (parsed.headed) await untilDone(page)
    else await quiet(page)
    await context.close() // writes the HAR
    process.stdin.pause()
    const recorded = JSON.parse(readFileSync(raw, "utf8")) as {
      log: { entries: ReadonlyArray<Parameters<typeof answeredEntries>[0][number]> }
    }
    const { kept, cutOff } = answeredEntries(recorded.log.entries)
    if (cutOff > 0) console.log(`${cutOff} calls still unanswered when the recording ended are left out`)
    const result = importHar({ ...recorded, log: { ...recorded.log, entries: kept } }, { inflate: zlibInflate })
    if (!result.ok) {
      console.error(`nothing written: ${result.message}`)
      return 1
    }
    writeFileSync(parsed.out, `${JSON.stringify(result.har, null, 2)}\n`)
    console.log(`${parsed.out}: ${result.kept} calls of the platform recorded and sanitised`)
    return 0
  } finally {
    await browser.close()
    rmSync(dir, { recursive: true, force: true })
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code
    },
    (e: unknown) => {
      console.error(`recording failed: ${e instanceof Error ? e.message : String(e)}`)
      process.exitCode = 1
    },
  )
}

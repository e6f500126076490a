/**
 * `npm run record -- <url> <out.har>` against the worker's sandbox, which serves the portal: a headless Chromium
 * opens the home page and logs in through the portal's login form (the default scripted flow with --user and
 * --password), the platform calls are recorded, sanitised by the fixture import's fail-closed sanitiser and written;
 * `npm run replay` of the file then passes. A flow of one's own (--script) drives the page instead.
 */
import { execFile } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { test } from "@playwright/test"
import { expect } from "./support.ts"

const dir = mkdtempSync(join(tmpdir(), "arena-record-"))
test.afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** Runs a script of scripts/ with node, without blocking this worker. */
const script = (name: string, args: ReadonlyArray<string>) =>
  new Promise<{ status: number; out: string }>((resolve) =>
    execFile(
      process.execPath,
      ["--import", "tsx", `scripts/${name}`, ...args],
      { timeout: 150_000 },
      (error, stdout, stderr) =>
        resolve({ status: error === null ? 0 : typeof error.code === "number" ? error.code : 1, out: stdout + stderr }),
    ),
  )

const paths = (file: string): ReadonlyArray<string> =>
  (
    JSON.parse(readFileSync(file, "utf8")) as { log: { entries: ReadonlyArray<{ request: { url: string } }> } }
  ).log.entries.map((e) => new URL(e.request.url).pathname)

test("records a scripted login as a sanitised HAR that npm run replay passes", async ({ baseURL }) => {
  test.setTimeout(240_000)
  const out = join(dir, "login.har")
  const recorded = await script("record.ts", [baseURL ?? "", out, "--user", "player01", "--password", "Player123"])
  expect(recorded.status, recorded.out).toBe(0)
  expect(recorded.out).toContain("logged in as player01")
  const text = readFileSync(out, "utf8")
  expect(text).not.toContain("Player123")
  expect(text).not.toMatch(/"authorization"/i)
  expect(paths(out)).toEqual(expect.arrayContaining(["/wps/system/status", "/wps/session/login", "/wps/member/info"]))
  const replayed = await script("replay.ts", [out])
  expect(replayed.status, replayed.out).toBe(0)
  expect(replayed.out).toContain("LoginSucceeded")
})

test("drives the page with a flow of one's own", async ({ baseURL }) => {
  test.setTimeout(240_000)
  const flow = join(dir, "flow.ts")
  writeFileSync(
    flow,
    `export default async (page) => {\n  await page.getByRole("banner").getByRole("button", { name: "Log in", exact: true }).click()\n  await page.getByRole("dialog").getByRole("textbox", { name: "Username", exact: true }).waitFor()\n}\n`,
  )
  const out = join(dir, "flow.har")
  const recorded = await script("record.ts", [baseURL ?? "", out, "--script", flow])
  expect(recorded.status, recorded.out).toBe(0)
  expect(paths(out)).toContain("/wps/system/status")
  const replayed = await script("replay.ts", [out])
  expect(replayed.status, replayed.out).toBe(0)
})

/**
 * The portal in replay mode ("Recorded sessions: in the UI"): `npm run dev -- --replay <file.har>` starts
 * the Vite dev server, and the page answers every platform call from the recording through an msw service worker.
 * This file starts that dev server itself on port 8302 (the suite's web server is the sandbox, not wanted here) with
 * the visitor-browsing fixture, and checks that the page shows the recorded session: the recorded vendors' categories
 * in the header, the recorded player notices on the home page and in the notice modal, every platform answer coming
 * from the service worker, and a call outside the recording answered with the replay's refusal.
 */
import { type ChildProcess, spawn } from "node:child_process"
import { readFileSync } from "node:fs"
import { type Response, test } from "@playwright/test"
import { expect } from "./support.ts"

const port = Number(process.env.E2E_REPLAY_PORT ?? 8302)
const origin = `http://127.0.0.1:${port}`
const fixture = "fixtures/visitor-browsing.har"

interface Entry {
  readonly request: { readonly url: string }
  readonly response: { readonly content: { readonly text?: string } }
}

/** The recorded answer's value of the first exchange whose path contains `part`. */
const recorded = (part: string): unknown => {
  const har = JSON.parse(readFileSync(fixture, "utf8")) as { log: { entries: ReadonlyArray<Entry> } }
  const entry = har.log.entries.find((e) => new URL(e.request.url).pathname.includes(part))
  if (entry === undefined) throw new Error(`${fixture} holds no ${part}`)
  return (JSON.parse(entry.response.content.text ?? "null") as { value: unknown }).value
}

let server: ChildProcess | undefined
let output = ""

/** Resolves once the dev server answers, or fails with what it printed. */
const answering = async (deadline: number): Promise<void> => {
  while (Date.now() < deadline) {
    if (server?.exitCode != null) throw new Error(`the dev server exited (${server.exitCode}):\n${output}`)
    const ok = await fetch(`${origin}/`)
      .then((r) => r.ok)
      .catch(() => false)
    if (ok) return
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`the dev server did not answer on ${origin}:\n${output}`)
}

test.beforeAll(async () => {
  test.setTimeout(240_000)
  server = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      "scripts/dev.ts",
      "--replay",
      fixture,
      "--port",
      String(port),
      "--strictPort",
      "--host",
      "127.0.0.1",
    ],
    { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, BROWSER: "none" } },
  )
  server.stdout?.on("data", (d: Buffer) => {
    output += d.toString()
  })
  server.stderr?.on("data", (d: Buffer) => {
    output += d.toString()
  })
  await answering(Date.now() + 200_000)
})

test.afterAll(() => {
  if (server?.pid !== undefined && server.exitCode === null) server.kill("SIGTERM")
})

test("the portal in replay mode shows the recorded session, answered by the service worker", async ({ page }) => {
  // The dev server compiles each module on first request: slow on a shared machine.
  test.setTimeout(240_000)
  const platform: Array<Response> = []
  page.on("response", (r) => {
    if (/\/(wps|lgw|lotto)\//.test(new URL(r.url()).pathname)) platform.push(r)
  })
  await page.goto(`${origin}/`)

  // The header's categories are the recorded vendors' lanes (a category shows only with a vendor).
  const nav = page.getByRole("navigation", { name: "Main menu" })
  await expect(nav.getByRole("link", { name: "Home", exact: true })).toBeVisible({ timeout: 120_000 })
  const lanes = (recorded("GCSGAME_gameVendor") as { data: { lanes: ReadonlyArray<{ title: string }> } }).data.lanes
  expect(lanes.map((l) => l.title)).toContain("ESPORTS")
  await expect(nav.getByRole("link", { name: "Esports", exact: true })).toBeVisible()
  await expect(nav.getByRole("link", { name: "Live casino", exact: true })).toBeVisible()

  // The home's notices are the recorded player notices.
  const notices = (recorded("MCSFE_getListAnnouncements") as { player: ReadonlyArray<{ title: string }> }).player
  const first = notices[0]?.title
  if (first === undefined) throw new Error(`${fixture} holds no player notice`)
  const strip = page.getByRole("main").getByRole("region", { name: "Notices", exact: true })
  await expect(strip.getByRole("button", { name: first, exact: true })).toBeVisible({ timeout: 30_000 })
  await strip.getByRole("button", { name: "All notices", exact: true }).click()
  // The dev server compiles the modal's chunk on this first opening.
  const modal = page.getByRole("dialog", { name: "Notifications", exact: true })
  await expect(modal).toBeVisible({ timeout: 60_000 })
  await expect(modal.getByRole("heading", { name: first })).toBeVisible({ timeout: 30_000 })

  // Every platform answer came from the recording, through the service worker (nothing reached a server).
  expect(platform.length).toBeGreaterThan(5)
  expect(platform.filter((r) => !r.fromServiceWorker()).map((r) => r.url())).toEqual([])

  // A call the recording does not hold gets the replay's refusal, in the platform's envelope.
  const outside = await page.evaluate(async () => {
    const r = await fetch("/wps/member/info")
    return { status: r.status, body: (await r.json()) as { success: boolean; errorCode: string } }
  })
  expect(outside).toMatchObject({ status: 404, body: { success: false, errorCode: "replay_not_recorded" } })
})

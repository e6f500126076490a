/**
 * The example shell without React (examples/plain-dom): a plain-DOM page that uses only the library's entry points,
 * as an integrator does, built by `npm run build:example` and served from an origin of its own. The worker's sandbox
 * lets that origin call it (ARENA_CORS_ORIGINS, set in playwright.config.ts), so every platform call here is a real
 * cross-origin call to the real sandbox: the home's banners and hot games for a visitor, a refused login shown as an
 * error, a login with the bar and its balance, a launch with the game's address, a logout.
 */
import { spawnSync } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { createServer, type Server } from "node:http"
import { tmpdir } from "node:os"
import { extname, join, normalize } from "node:path"
import { test } from "@playwright/test"
import { expect } from "./support.ts"

const port = Number(process.env.E2E_EXAMPLE_PORT)
const origin = `http://127.0.0.1:${port}`
const outDir = mkdtempSync(join(tmpdir(), "arena-example-"))
const types: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".css": "text/css",
}
let server: Server | undefined

test.beforeAll(async () => {
  test.setTimeout(120_000)
  const built = spawnSync(process.execPath, ["--import", "tsx", "scripts/example.ts", "build", outDir], {
    encoding: "utf8",
    timeout: 110_000,
  })
  expect(built.status, built.stdout + built.stderr).toBe(0)
  // A static file server, as any host of a built shell is: the example is plain files.
  server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", origin).pathname
    const file = normalize(join(outDir, path === "/" ? "index.html" : path))
    try {
      if (!file.startsWith(outDir)) throw new Error("outside")
      const body = readFileSync(file)
      res.writeHead(200, { "Content-Type": types[extname(file)] ?? "application/octet-stream" }).end(body)
    } catch {
      res.writeHead(404).end()
    }
  })
  await new Promise<void>((resolve) => server?.listen(port, "127.0.0.1", resolve))
})

test.afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve))
  rmSync(outDir, { recursive: true, force: true })
})

test("the plain-DOM example logs in, shows the balance, launches a game and logs out against the sandbox", async ({
  page,
  baseURL,
}) => {
  const platform: Array<string> = []
  page.on("request", (r) => {
    if (r.url().startsWith(`${baseURL}/`)) platform.push(new URL(r.url()).pathname)
  })
  await page.goto(`${origin}/?api=${encodeURIComponent(baseURL ?? "")}`)

  // A visitor: the home's banners and hot games, and the login form.
  await expect(page.getByRole("list", { name: "Banners" }).getByRole("listitem").first()).toBeVisible()
  const games = page.getByRole("list", { name: "Hot games" })
  await expect(games.getByRole("listitem").first()).toBeVisible()
  const form = page.getByRole("form", { name: "Log in" })
  await expect(form).toBeVisible()

  // A refused login is shown, with the platform's error.
  await form.getByLabel("Username").fill("player01")
  await form.getByLabel("Password").fill("Wrong-password-1")
  await form.getByRole("button", { name: "Log in" }).click()
  await expect(page.getByRole("alert")).toContainText(/CallFailed|ApiResponseRejected/)

  // The logged-in bar and the balance.
  await form.getByLabel("Password").fill("Player123")
  await form.getByRole("button", { name: "Log in" }).click()
  const bar = page.getByRole("region", { name: "Member" })
  await expect(bar).toContainText("player01")
  await expect(bar.getByTestId("balance")).toHaveText(/^[\d,]+\.\d\d$/)
  await expect(form).toBeHidden()
  await expect(page.getByRole("alert")).toBeEmpty()

  // A launch gives the game's address.
  await games
    .getByRole("button", { name: /^Play / })
    .first()
    .click()
  await expect(page.getByRole("link", { name: "Open the game" })).toHaveAttribute("href", /^https?:\/\//)

  // Logout: the form again.
  await bar.getByRole("button", { name: "Log out" }).click()
  await expect(form).toBeVisible()
  await expect(bar).toBeHidden()

  // Every one of these went to the sandbox from the example's own origin.
  expect(platform).toEqual(expect.arrayContaining(["/wps/session/login", "/wps/session/logout"]))
})

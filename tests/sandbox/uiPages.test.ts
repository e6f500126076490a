import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { createServer, type Server } from "node:http"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Api } from "../../core/contract/Api.ts"
import { homeBanners } from "../../core/projections/homeBanners.ts"
import { homePaths, serveUi } from "../../sandbox/http/static.ts"
import { routes } from "../../ui/app/routes.ts"
import { decodes } from "./gamesKit.ts"
import { client, startTestSandbox, type TestSandbox } from "./harness.ts"

let dir = ""
let server: Server
let base = ""
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "arena-static-"))
  mkdirSync(join(dir, "assets"))
  writeFileSync(join(dir, "index.html"), "<title>home</title>")
  writeFileSync(join(dir, "app.html"), "<title>app</title>")
  writeFileSync(join(dir, "assets", "a-1.js"), "export {}")
  server = createServer(async (req, res) => {
    if (!(await serveUi(dir, req, res, new URL(req.url ?? "/", "http://x")))) res.writeHead(404).end()
  })
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done))
  const address = server.address()
  base = `http://127.0.0.1:${typeof address === "object" && address !== null ? address.port : 0}`
})
afterAll(() => {
  server?.close()
  rmSync(dir, { recursive: true, force: true })
})

const page = async (path: string) => (await fetch(`${base}${path}`)).text()

describe("the UI's pages", () => {
  it("answers the home page's routes with index.html (its first frame) and every other route with app.html", async () => {
    for (const path of ["/", "/index", "/home", "/register", "/register.html", "/login", "/reset-password"])
      expect(await page(path), path).toBe("<title>home</title>")
    for (const path of ["/promotions", "/lottery/TCG", "/memberCentre", "/help"])
      expect(await page(path), path).toBe("<title>app</title>")
    expect(await page("/assets/a-1.js")).toBe("export {}")
  })
  it("knows exactly the paths whose section is the home page (ui/app/routes.ts)", () => {
    const home = routes.filter((r) => r.section === "index").flatMap((r) => r.paths.map((p) => p.replace(/^\//, "")))
    expect([...homePaths].sort()).toEqual([...home].sort())
  })
  it("answers every route with index.html when the build has no app.html", async () => {
    rmSync(join(dir, "app.html"))
    expect(await page("/promotions")).toBe("<title>home</title>")
  })
})

describe("the home page's first frame as the sandbox serves it", () => {
  let sandbox: TestSandbox
  let ui = ""
  beforeAll(async () => {
    ui = mkdtempSync(join(tmpdir(), "arena-first-banner-"))
    // The page's source stands for the build: the build keeps its first frame and markers as they are.
    const source = readFileSync("ui/index.html", "utf8")
    writeFileSync(join(ui, "index.html"), source)
    writeFileSync(join(ui, "app.html"), "<title>app</title>")
    sandbox = await startTestSandbox({ ARENA_UI_DIR: ui })
  })
  afterAll(async () => {
    await sandbox?.stop()
    rmSync(ui, { recursive: true, force: true })
  })

  const served = async (path: string) => (await fetch(`${sandbox.url}${path}`)).text()
  /** The banners the home page's announcements call answers, in their order. */
  const banners = async () =>
    decodes(Api.announcements, await client(sandbox.url).get(Api.announcements.path, { platform: "W", types: "B" }))
      .banners ?? []

  it("paints the first banner the carousel will show, preloaded, on every home route", async () => {
    const first = homeBanners(await banners())[0]!.url!
    expect(first).toMatch(/^\/images\/banners\//)
    for (const path of ["/", "/login", "/register"]) {
      const page = await served(path)
      expect(page, path).toContain(`<link rel="preload" as="image" href="${first}" fetchpriority="high">`)
      expect(page, path).toContain(`<img class="banners-first" src="${first}"`)
    }
    expect(await served("/promotions")).toBe("<title>app</title>")
    // The address is one the sandbox serves as an image.
    const image = await fetch(`${sandbox.url}${first}`)
    expect(image.headers.get("content-type")).toBe("image/svg+xml")
  })
  it("serves the page as built when the brand has no home banner: the frame keeps the brand's mark", async () => {
    await sandbox.services.db.query(
      "delete from announcements where type = 'B' and group_name not in ('w_login', 'w_forget', 'w_promotion')",
    )
    expect(homeBanners(await banners())).toEqual([])
    const page = await served("/")
    expect(page).toBe(readFileSync("ui/index.html", "utf8"))
  })
})

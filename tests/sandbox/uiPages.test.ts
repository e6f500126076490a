import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { createServer, type Server } from "node:http"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { homePaths, serveUi } from "../../sandbox/http/static.ts"
import { routes } from "../../ui/app/routes.ts"

let dir = ""
let server: Server
let base = ""
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "arena-static-"))
  mkdirSync(join(dir, "assets"))
  writeFileSync(join(dir, "index.html"), "<title>home</title>")
  writeFileSync(join(dir, "app.html"), "<title>app</title>")
  writeFileSync(join(dir, "assets", "a-1.js"), "export {}")
  server = createServer((req, res) => {
    if (!serveUi(dir, req, res, new URL(req.url ?? "/", "http://x"))) res.writeHead(404).end()
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

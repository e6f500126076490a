import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { uiStale } from "./start.ts"

const root = mkdtempSync(join(tmpdir(), "arena-start-"))
afterAll(() => rmSync(root, { recursive: true, force: true }))

const file = (path: string, at: number) => {
  mkdirSync(join(path, ".."), { recursive: true })
  writeFileSync(path, "x")
  utimesSync(path, at / 1000, at / 1000)
}

describe("npm start's UI build", () => {
  const ui = join(root, "ui")
  const core = join(root, "core")
  const dist = join(root, "dist")
  const sources = [ui, core]

  it("builds when there is no build, and not when the build is newer than every source", () => {
    file(join(ui, "main.tsx"), 1_000_000)
    file(join(core, "state", "slice.ts"), 2_000_000)
    expect(uiStale(dist, sources)).toBe(true)
    file(join(dist, "index.html"), 3_000_000)
    expect(uiStale(dist, sources)).toBe(false)
  })

  it("builds again when a source deep in a folder changed after the build (a git pull)", () => {
    file(join(core, "state", "slice.ts"), 4_000_000)
    expect(uiStale(dist, sources)).toBe(true)
  })

  it("ignores the tests beside the code: they are not part of the build", () => {
    file(join(dist, "index.html"), 5_000_000)
    file(join(core, "state", "slice.test.ts"), 6_000_000)
    expect(uiStale(dist, sources)).toBe(false)
  })
})

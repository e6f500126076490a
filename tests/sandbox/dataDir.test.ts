/**
 * A data folder is never lost silently: one that exists but is not a complete database stops the start with a
 * message naming what is missing and what to do, and is left as it was (never re-initialised, never seeded over);
 * an unwritable one says so. Root may write any folder, so as root (CI) the unwritable case runs as the unprivileged
 * user `nobody` through `runuser`, never skipped.
 */
import { execFileSync } from "node:child_process"
import { chmodSync, chownSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterEach, describe, expect, it } from "vitest"
import { openPglite } from "../../sandbox/db/pglite.ts"

const made: Array<string> = []
afterEach(() => {
  for (const dir of made.splice(0)) {
    chmodSync(dir, 0o700)
    rmSync(dir, { recursive: true, force: true })
  }
})
const fresh = () => {
  const dir = mkdtempSync(join(tmpdir(), "arena-datadir-"))
  made.push(dir)
  return dir
}

describe("the data folder", () => {
  it("refuses a database folder missing PG_VERSION, and leaves it untouched", async () => {
    const dir = fresh()
    mkdirSync(join(dir, "pglite", "base"), { recursive: true })
    mkdirSync(join(dir, "pglite", "global"), { recursive: true })
    writeFileSync(join(dir, "pglite", "base", "16384"), "the operator's data")
    const before = readdirSync(join(dir, "pglite")).sort()
    await expect(openPglite(dir)).rejects.toThrow(
      /not a complete database \(missing PG_VERSION\).*restore it from a backup/,
    )
    expect(readdirSync(join(dir, "pglite")).sort()).toEqual(before)
  })

  it("refuses a database folder missing global/pg_control, naming it, and leaves it untouched", async () => {
    const dir = fresh()
    mkdirSync(join(dir, "pglite", "base", "5"), { recursive: true })
    mkdirSync(join(dir, "pglite", "global"), { recursive: true })
    writeFileSync(join(dir, "pglite", "PG_VERSION"), "17\n")
    writeFileSync(join(dir, "pglite", "base", "5", "16384"), "the operator's data")
    const before = readdirSync(join(dir, "pglite"), { recursive: true }).sort()
    await expect(openPglite(dir)).rejects.toThrow(
      /not a complete database \(missing global\/pg_control\).*restore it from a backup/,
    )
    expect(readdirSync(join(dir, "pglite"), { recursive: true }).sort()).toEqual(before)
  })

  it("refuses a database folder whose files are damaged with a message, not the engine's abort", async () => {
    const dir = fresh()
    mkdirSync(join(dir, "pglite", "base", "5"), { recursive: true })
    mkdirSync(join(dir, "pglite", "global"), { recursive: true })
    writeFileSync(join(dir, "pglite", "PG_VERSION"), "17\n")
    writeFileSync(join(dir, "pglite", "global", "pg_control"), "not a control file")
    await expect(openPglite(dir)).rejects.toThrow(/could not be opened.*damaged.*restore it from a backup/s)
  })

  it("says so when it is not writable", () => {
    const dir = fresh()
    const asRoot = process.getuid?.() === 0
    if (asRoot)
      chownSync(dir, Number(execFileSync("id", ["-u", "nobody"])), Number(execFileSync("id", ["-g", "nobody"])))
    chmodSync(dir, 0o500)
    const [command, ...args] = [
      ...(asRoot ? ["runuser", "-u", "nobody", "--"] : []),
      process.execPath,
      "--import",
      "tsx",
      "tests/sandbox/openDataDir.ts",
      join(dir, "data"),
      dir,
    ]
    const messages = JSON.parse(execFileSync(command!, args, { encoding: "utf8" }).trim().split("\n").at(-1)!)
    expect(messages).toEqual([
      expect.stringMatching(/not writable by this user.*ARENA_DATA_DIR/),
      expect.stringMatching(/not writable by this user/),
    ])
  }, 60_000)
})

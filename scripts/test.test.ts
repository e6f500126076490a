import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { postgresBin, systemNeeds } from "./test.ts"

describe("npm test's system needs", () => {
  it("names the missing Debian packages and the one command installing them", () => {
    expect(systemNeeds({ chromium: true, postgres: true })).toEqual({ missing: [], install: "" })
    expect(systemNeeds({ chromium: false, postgres: true }).install).toBe("apt-get install -y chromium")
    expect(systemNeeds({ chromium: false, postgres: false })).toEqual({
      missing: ["chromium", "postgresql"],
      install: "apt-get install -y chromium postgresql",
    })
  })

  it("finds the newest installed PostgreSQL's programs, and none where there is none", () => {
    const root = mkdtempSync(join(tmpdir(), "arena-pgbin-"))
    try {
      expect(postgresBin(join(root, "absent"))).toBeUndefined()
      for (const v of ["9", "15", "13"]) {
        mkdirSync(join(root, v, "bin"), { recursive: true })
        writeFileSync(join(root, v, "bin", "initdb"), "")
      }
      mkdirSync(join(root, "16"))
      expect(postgresBin(root)).toBe(join(root, "15", "bin"))
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })
})

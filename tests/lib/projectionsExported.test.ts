import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"

// An integrator reaches projections through `@arena-portal/sdk/core/projections` only: one left out of the index is out of reach.
describe("@arena-portal/sdk/core/projections", () => {
  it("exports every projection module", () => {
    const dir = join(import.meta.dirname, "../../core/projections")
    const modules = readdirSync(dir).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts") && f !== "index.ts")
    const index = readFileSync(join(dir, "index.ts"), "utf8")
    expect(modules.filter((m) => !index.includes(`from "./${m}"`))).toEqual([])
  })
})

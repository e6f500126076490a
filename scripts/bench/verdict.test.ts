import { describe, expect, it } from "vitest"
import type { Budget } from "./budgets.ts"
import { formatVerdicts, verdicts } from "./verdict.ts"

const budgets: Record<string, Budget> = {
  "sandbox.balance.ratio_to_floor": { min: 0.5, smokeMin: 0.3 },
  "ui.js_chunks": { max: 40 },
  "lib.tarball_kb": { max: 300 },
}

describe("the bench's verdicts", () => {
  it("puts each figure beside its baseline, with the change", () => {
    const [row] = verdicts({ "lib.tarball_kb": 231 }, { "lib.tarball_kb": 210 }, budgets, "goal")
    expect(row).toMatchObject({ name: "lib.tarball_kb", value: 231, baseline: 210, ok: true })
    expect(row?.change).toBeCloseTo(0.1)
  })

  it("fails a figure past its budget, in either direction", () => {
    const rows = verdicts({ "ui.js_chunks": 41, "sandbox.balance.ratio_to_floor": 0.49 }, {}, budgets, "goal")
    expect(rows.map((r) => [r.name, r.ok])).toEqual([
      ["ui.js_chunks", false],
      ["sandbox.balance.ratio_to_floor", false],
    ])
  })

  it("holds a noisy figure to its wide smoke bound in a smoke run, and a deterministic one to its budget", () => {
    const rows = verdicts(
      { "sandbox.balance.ratio_to_floor": 0.31, "ui.js_chunks": 41 },
      { "sandbox.balance.ratio_to_floor": 0.55 },
      budgets,
      "smoke",
    )
    expect(rows.map((r) => [r.name, r.ok])).toEqual([
      ["sandbox.balance.ratio_to_floor", true],
      ["ui.js_chunks", false],
    ])
    // A tenfold slide fails even the wide bound.
    expect(verdicts({ "sandbox.balance.ratio_to_floor": 0.055 }, {}, budgets, "smoke")[0]?.ok).toBe(false)
  })

  it("passes a figure without a budget, and prints what it knows", () => {
    const rows = verdicts({ "core.validate.us_per_field": 0.1, "lib.tarball_kb": 400 }, {}, budgets, "goal")
    expect(rows[0]).toMatchObject({ ok: true, baseline: undefined })
    const text = formatVerdicts(rows)
    expect(text).toContain("core.validate.us_per_field")
    expect(text).toMatch(/lib\.tarball_kb\s+400 .*max 300.*FAIL/)
  })
})

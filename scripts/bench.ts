/**
 * `npm run bench [-- --only <area>[,<area>]] [--json] [--check] [--save-baseline]`: runs the project's benchmarks and
 * prints each figure beside its committed baseline (scripts/bench/baseline.json) and its budget
 * (scripts/bench/budgets.ts). With `--json` the last line is one JSON object of every figure (what the issues read);
 * with `--check` the exit status is 1 when a figure breaks its budget (the CI gate runs `--only gate --check`);
 * `--save-baseline` writes the figures measured into the baseline file (after a change that moves them on purpose).
 * Each area is a module of scripts/bench/ exporting `run(): Promise<Figures>`; an area exporting `mode = "smoke"`
 * (the gate) is held to the wide smoke bounds of its noisy figures.
 */
import { readFileSync, writeFileSync } from "node:fs"
import { areas, type Figures } from "./bench/areas.ts"
import { budgets } from "./bench/budgets.ts"
import { formatVerdicts, type Verdict, verdicts } from "./bench/verdict.ts"

const args = process.argv.slice(2)
const json = args.includes("--json")
const check = args.includes("--check")
const save = args.includes("--save-baseline")
const onlyAt = args.indexOf("--only")
const only = onlyAt >= 0 ? (args[onlyAt + 1] ?? "").split(",").filter((a) => a !== "") : undefined

const unknown = (only ?? []).filter((a) => !(a in areas))
if (unknown.length > 0) {
  console.error(`unknown bench area(s): ${unknown.join(", ")}; known: ${Object.keys(areas).join(", ")}`)
  process.exit(2)
}

const baselineFile = new URL("./bench/baseline.json", import.meta.url)
const baseline = JSON.parse(readFileSync(baselineFile, "utf8")) as Record<string, number>

const figures: Figures = {}
const judged: Array<Verdict> = []
for (const [name, load] of Object.entries(areas)) {
  if (only !== undefined && !only.includes(name)) continue
  console.log(`\n== ${name}`)
  const area = await load()
  const got = await area.run((line) => console.log(`   ${line}`))
  const rows = verdicts(got, baseline, budgets, area.mode ?? "goal")
  console.log(formatVerdicts(rows))
  judged.push(...rows)
  Object.assign(figures, got)
}
const failed = judged.filter((r) => !r.ok)
if (failed.length > 0) console.log(`\n${failed.length} figure(s) over budget: ${failed.map((r) => r.name).join(", ")}`)
if (save) {
  const merged = { ...baseline, ...figures }
  const sorted = Object.fromEntries(
    Object.keys(merged)
      .sort()
      .map((k) => [k, merged[k]]),
  )
  // One figure a line, so that adding or moving one is a one-line change.
  const body = Object.entries(sorted).map(([k, v]) => `  ${JSON.stringify(k)}: ${JSON.stringify(v)}`)
  writeFileSync(baselineFile, `{\n${body.join(",\n")}\n}\n`)
  console.log(`baseline updated: ${Object.keys(figures).length} figure(s)`)
}
if (json) console.log(JSON.stringify(figures))
if (check && failed.length > 0) process.exit(1)

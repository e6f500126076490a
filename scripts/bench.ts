/**
 * `npm run bench [-- --only <area>[,<area>]] [--json]`: runs the project's benchmarks and prints their figures.
 * Readable by default; with `--json` the last line is one JSON object of every figure (what the issues read).
 * Each area is a module of scripts/bench/ exporting `run(): Promise<Figures>`.
 */
import { areas, type Figures } from "./bench/areas.ts"

const args = process.argv.slice(2)
const json = args.includes("--json")
const onlyAt = args.indexOf("--only")
const only = onlyAt >= 0 ? (args[onlyAt + 1] ?? "").split(",").filter((a) => a !== "") : undefined

const unknown = (only ?? []).filter((a) => !(a in areas))
if (unknown.length > 0) {
  console.error(`unknown bench area(s): ${unknown.join(", ")}; known: ${Object.keys(areas).join(", ")}`)
  process.exit(2)
}

const figures: Figures = {}
for (const [name, load] of Object.entries(areas)) {
  if (only !== undefined && !only.includes(name)) continue
  console.log(`\n== ${name}`)
  const area = await load()
  const got = await area.run((line) => console.log(`   ${line}`))
  for (const [k, v] of Object.entries(got)) {
    figures[k] = v
    console.log(
      `${k.padEnd(42)} ${typeof v === "number" ? v.toLocaleString("en-US", { maximumFractionDigits: 3 }) : v}`,
    )
  }
}
if (json) console.log(JSON.stringify(figures))

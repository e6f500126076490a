/**
 * `npm run replay -- <file.har> [--json] [--at N]` (DESIGN.md, "Developers and QA"): replays a recorded session
 * through the core and prints, per exchange, the call, its events and what changed in the state. `--json` prints
 * only the final projections, as one JSON object (problems go to stderr); `--at N` stops after exchange N.
 * Never crashes on its input: an unreadable or non-JSON file exits 1 with a message; malformed entries are reported,
 * the rest replayed, and the exit code is 1 when any entry was malformed.
 */
import { readFileSync } from "node:fs"
import { formatReplay } from "../adapters/har/formatReplay.ts"
import { projections } from "../adapters/har/projections.ts"
import { replayHar } from "../adapters/har/replay.ts"
import { zlibInflate } from "../adapters/node/zlibInflate.ts"

const usage = "usage: npm run replay -- <file.har> [--json] [--at N]"

const main = (args: ReadonlyArray<string>): number => {
  const json = args.includes("--json")
  const atIndex = args.indexOf("--at")
  const atText = atIndex >= 0 ? args[atIndex + 1] : undefined
  const at = atText === undefined ? undefined : Number(atText)
  const files = args.filter((a, i) => !a.startsWith("--") && !(atIndex >= 0 && i === atIndex + 1))
  const file = files[0]
  if (
    file === undefined ||
    files.length > 1 ||
    (atIndex >= 0 && (at === undefined || !Number.isInteger(at) || at < 1))
  ) {
    console.error(usage)
    return 2
  }
  let text: string
  try {
    text = readFileSync(file, "utf8")
  } catch (e) {
    console.error(`cannot read ${file}: ${e instanceof Error ? e.message : String(e)}`)
    return 1
  }
  let input: unknown
  try {
    input = JSON.parse(text)
  } catch (e) {
    console.error(`${file} is not JSON: ${e instanceof Error ? e.message : String(e)}`)
    return 1
  }
  const report = replayHar(input, { inflate: zlibInflate, ...(at === undefined ? {} : { at }) })
  if (json) {
    for (const e of report.errors) console.error(`${e.index === 0 ? "file" : `#${e.index}`} ERROR: ${e.message}`)
    console.log(JSON.stringify(projections(report.state)))
  } else for (const line of formatReplay(report)) console.log(line)
  return report.errors.length > 0 ? 1 : 0
}

try {
  process.exitCode = main(process.argv.slice(2))
} catch (e) {
  console.error(`replay failed: ${e instanceof Error ? e.message : String(e)}`)
  process.exitCode = 1
}

/**
 * `npm run replay -- <file.har> [--json | --state] [--at N] [--allow-rejected]` (DESIGN.md, "Developers and QA"):
 * replays a recorded session through the core and prints, per exchange, the call, its events and what changed in
 * the state, every answer the contract refused (`#N endpoint @ path: message (got value)`) and every failed call
 * with its error code. `--json` prints the projections of the final state (what the portal would show) as one JSON
 * object, `--state` the raw state; problems go to stderr. `--at N` stops after exchange N (the recording's own
 * numbers), and a number the file does not hold (past the last, or in a gap) is an error. A file cut short replays its complete entries and says
 * where it stopped. Never passes silently: the exit code is 1 when an answer was refused (unless
 * `--allow-rejected`), an entry was malformed, or the file was cut short; 2 for a wrong command line.
 */
import { readFileSync } from "node:fs"
import { failureLine, formatReplay, rejectionLine } from "../adapters/har/formatReplay.ts"
import { parseHarText, readHar, wasSanitised } from "../adapters/har/Har.ts"
import { projections, stateJson } from "../adapters/har/projections.ts"
import { replayHar } from "../adapters/har/replay.ts"
import { zlibInflate } from "../adapters/node/zlibInflate.ts"

const usage = "usage: npm run replay -- <file.har> [--json | --state] [--at N] [--allow-rejected]"
const flags = new Set(["--json", "--state", "--allow-rejected"])

const main = (args: ReadonlyArray<string>): number => {
  const json = args.includes("--json")
  const raw = args.includes("--state")
  const allowRejected = args.includes("--allow-rejected")
  const atIndex = args.indexOf("--at")
  const atText = atIndex >= 0 ? args[atIndex + 1] : undefined
  const at = atText === undefined ? undefined : Number(atText)
  const files = args.filter((a, i) => !flags.has(a) && a !== "--at" && !(atIndex >= 0 && i === atIndex + 1))
  const file = files[0]
  const badAt = atIndex >= 0 && (at === undefined || !Number.isInteger(at) || at < 1)
  if (file === undefined || files.length > 1 || file.startsWith("--") || badAt || (json && raw)) {
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
  const parsed = parseHarText(text)
  if (!parsed.ok) {
    console.error(`${file} is ${parsed.message}`)
    return 1
  }
  if (!wasSanitised(parsed.input))
    console.error(
      `warning: ${file} was never sanitised (not written by npm run fixture:import or the recorder): it may hold ` +
        "cookies, tokens, passwords and personal data. Run npm run fixture:import on it before sharing it or its output.",
    )
  const report = replayHar(parsed.input, { inflate: zlibInflate, ...(at === undefined ? {} : { at }) })
  if (at !== undefined && at > report.lastIndex) {
    console.error(`--at ${at} is past the end: the last exchange of ${file} is #${report.lastIndex}`)
    return 1
  }
  // The recording's numbers may start late and have gaps (the recorder counts every exchange, the import keeps the
  // contract's): a number the file does not hold would replay a prefix the developer did not ask for, or nothing.
  const read = readHar(parsed.input)
  const numbers = read.ok ? read.entries.map((e) => e.index) : []
  if (at !== undefined && numbers.length > 0 && !numbers.includes(at)) {
    console.error(
      `--at ${at}: no exchange #${at} in ${file}; its exchanges are #${numbers[0]} to #${numbers.at(-1)}` +
        ` (${numbers.length} of them, numbered as the recording shows them)`,
    )
    return 1
  }
  const cut = parsed.truncated
  const cutNote =
    cut === undefined
      ? undefined
      : `${file} is cut short: replayed its ${cut.entries} complete entries, stopped at character ${cut.at} of ${text.length}`
  if (json || raw) {
    for (const e of report.errors) console.error(`${e.index === 0 ? "file" : `#${e.index}`} ERROR: ${e.message}`)
    for (const r of report.rejected) console.error(`REJECTED ${rejectionLine(r)}`)
    for (const f of report.failed) console.error(`FAILED ${failureLine(f)}`)
    if (cutNote !== undefined) console.error(cutNote)
    console.log(JSON.stringify(raw ? stateJson(report.state) : projections(report.state)))
  } else {
    for (const line of formatReplay(report)) console.log(line)
    if (cutNote !== undefined) console.log(cutNote)
  }
  const rejected = report.rejected.length > 0 && !allowRejected
  const n = report.rejected.length
  if (rejected)
    console.error(`${n} ${n === 1 ? "answer" : "answers"} rejected by the contract (--allow-rejected to pass)`)
  return report.errors.length > 0 || rejected || cut !== undefined ? 1 : 0
}

try {
  process.exitCode = main(process.argv.slice(2))
} catch (e) {
  console.error(`replay failed: ${e instanceof Error ? e.message : String(e)}`)
  process.exitCode = 1
}

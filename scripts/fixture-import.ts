/**
 * `npm run fixture:import -- <devtools.har> <fixtures/name.har>`: turns a HAR exported from the browser's DevTools
 * into a fixture (adapters/har/importHar.ts): only calls of the contract, no cookies, tokens, passwords, codes or
 * ciphertexts, bodies decoded (base64, gzip, br, deflate through node:zlib), timings zero. Refuses to write a
 * fixture in which a secret survives, naming the entry. Exits 1 with a message on any failure.
 */
import { readFileSync, writeFileSync } from "node:fs"
import { importHar } from "../adapters/har/importHar.ts"
import { zlibInflate } from "../adapters/node/zlibInflate.ts"

const main = (args: ReadonlyArray<string>): number => {
  const [from, to, ...rest] = args
  if (from === undefined || to === undefined || rest.length > 0) {
    console.error("usage: npm run fixture:import -- <devtools.har> <fixtures/name.har>")
    return 2
  }
  let input: unknown
  try {
    input = JSON.parse(readFileSync(from, "utf8"))
  } catch (e) {
    console.error(`cannot read ${from} as JSON: ${e instanceof Error ? e.message : String(e)}`)
    return 1
  }
  const result = importHar(input, { inflate: zlibInflate })
  if (!result.ok) {
    console.error(`no fixture written: ${result.message}`)
    return 1
  }
  try {
    writeFileSync(to, `${JSON.stringify(result.har, null, 2)}\n`)
  } catch (e) {
    console.error(`cannot write ${to}: ${e instanceof Error ? e.message : String(e)}`)
    return 1
  }
  console.log(`${to}: ${result.kept} calls of the contract kept, ${result.dropped.length} entries dropped`)
  for (const d of result.dropped) console.log(`  #${d.index} ${d.call.slice(0, 100)}: ${d.reason}`)
  return 0
}

try {
  process.exitCode = main(process.argv.slice(2))
} catch (e) {
  console.error(`fixture import failed: ${e instanceof Error ? e.message : String(e)}`)
  process.exitCode = 1
}

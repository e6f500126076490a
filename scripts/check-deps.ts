/**
 * CI check of the dependency rule (DESIGN.md): walks the layers, resolves each import and prints every breach; and of
 * one rule in one place (scripts/oneRule.ts): the sandbox restates none of core's lists and constants, the sandbox and
 * the UI write none of core's values (a bounding number, a code, a colour, a currency symbol) as a literal under
 * another name and spell no error code of core's catalogue as a literal; and no sandbox file outside the ledger's
 * module names a ledger table in SQL. Exits 1 when any finds anything.
 */
import { readdirSync, readFileSync, statSync } from "node:fs"
import { dirname, join, normalize, relative } from "node:path"
import { errorCodes } from "../core/contract/ErrorCode.ts"
import { type Breach, check, importsOf } from "./dependencyRule.ts"
import {
  ledgerModule,
  ledgerTableReads,
  literalCodes,
  restatedValues,
  restatements,
  type SourceText,
} from "./oneRule.ts"

const root = process.cwd()
const roots = ["core", "adapters", "ui", "sandbox", "fixtures", "scripts", "tests", "examples"]
const sourceFile = /\.(ts|tsx|mts|js|mjs|jsx)$/

const walk = (dir: string): Array<string> => {
  let entries: Array<string>
  try {
    entries = readdirSync(join(root, dir))
  } catch {
    return []
  }
  return entries.flatMap((name) => {
    if (name === "node_modules" || name === "dist") return []
    const path = `${dir}/${name}`
    return statSync(join(root, path)).isDirectory() ? walk(path) : sourceFile.test(name) ? [path] : []
  })
}

const breaches: Array<Breach> = []
let edges = 0
for (const file of roots.flatMap(walk)) {
  for (const specifier of importsOf(readFileSync(join(root, file), "utf8"))) {
    edges++
    const resolved = specifier.startsWith(".")
      ? relative(root, normalize(join(root, dirname(file), specifier)))
          .split("\\")
          .join("/")
      : undefined
    const edge = resolved === undefined ? { from: file, specifier } : { from: file, specifier, resolved }
    const reason = check(edge)
    if (reason !== undefined) breaches.push({ edge, reason })
  }
}

for (const b of breaches) console.error(`${b.edge.from}: imports "${b.edge.specifier}": ${b.reason}`)
console.log(`dependency rule: ${edges} imports checked, ${breaches.length} breaches`)

const texts = (dir: string): Array<SourceText> =>
  walk(dir).map((path) => ({ path, text: readFileSync(join(root, path), "utf8") }))
const sandboxTexts = texts("sandbox")
const coreTexts = texts("core")
const sandboxAndUi = [...sandboxTexts, ...texts("ui")]
const restated = [
  ...restatements(coreTexts, sandboxTexts),
  ...restatedValues(coreTexts, sandboxAndUi),
  ...literalCodes(errorCodes, sandboxAndUi),
]
for (const r of restated) console.error(`${r.file}: restates ${r.what} of ${r.core}: import it from core`)
console.log(`one rule, one place: ${restated.length} restatements of core in the sandbox and the UI`)
const ledgerReads = ledgerTableReads(sandboxTexts)
for (const r of ledgerReads) console.error(`${r.file}: names ${r.what} in SQL: go through ${r.core}`)
console.log(`the ledger's tables: named in SQL by ${ledgerReads.length} sandbox files outside ${ledgerModule}`)
process.exit(breaches.length === 0 && restated.length === 0 && ledgerReads.length === 0 ? 0 : 1)

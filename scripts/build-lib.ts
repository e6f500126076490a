/**
 * The library build for integrators (DESIGN.md, "The library for integrators"): `dist/lib` is a package of its own,
 * `npm pack ./dist/lib` gives the tarball. tsc emits one ES module and one declaration file per source module of
 * core and adapters (no bundling: an integrator's bundler tree-shakes module by module, and the declarations are
 * tsc's own, which pass a strict `tsc` without `skipLibCheck`). The package.json written here is the library's, not
 * the app's: `effect` is its only (peer) dependency, so nothing of the app (React, PGlite, pg) reaches an integrator.
 * Only dist/lib is cleaned: a running portal keeps serving dist/ui.
 */
import { spawnSync } from "node:child_process"
import { copyFileSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { openApiDocument } from "../core/contract/openApi.ts"
import { initialState } from "../core/state/State.ts"
import { sourceOf } from "./initialStatePlugin.ts"
import { libraryPackage } from "./libraryPackage.ts"
import { annotatePure, namedImports } from "./pureAnnotations.ts"

const out = "dist/lib"

const filesUnder = (dir: string): ReadonlyArray<string> =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? filesUnder(path) : [path]
  })

/** tsc keeps the sources' `.ts` specifiers in declarations; the emitted modules are `.js`. */
const relativeTs = /((?:from|import)\s*\(?\s*["']\.\.?\/[^"']*?)\.ts(["'])/g

rmSync(out, { recursive: true, force: true })
const tsc = spawnSync(process.execPath, ["node_modules/typescript/bin/tsc", "-p", "tsconfig.lib.json"], {
  stdio: "inherit",
})
if (tsc.status !== 0) process.exit(tsc.status ?? 1)
for (const file of filesUnder(out).filter((f) => f.endsWith(".d.ts"))) {
  const text = readFileSync(file, "utf8")
  const fixed = text.replace(relativeTs, "$1.js$2")
  if (fixed !== text) writeFileSync(file, fixed)
}
for (const file of filesUnder(join(out, "core")).filter((f) => f.endsWith(".js"))) {
  writeFileSync(file, annotatePure(namedImports(readFileSync(file, "utf8"))))
}
for (const file of filesUnder(join(out, "adapters")).filter((f) => f.endsWith(".js"))) {
  writeFileSync(file, namedImports(readFileSync(file, "utf8")))
}
// The initial state as data: a shell's store over a few slices (`Store.of`) needs every slice's value, and importing
// the slices for it would bring all their handlers (the portal's first view does the same, initialStatePlugin.ts).
writeFileSync(join(out, "core/initial-state.js"), `export const initialState = ${sourceOf(initialState)}\n`)
writeFileSync(
  join(out, "core/initial-state.d.ts"),
  `import type { State } from "./state/State.js"\n/** Every slice's value before any event, as plain data. */\nexport declare const initialState: State\n`,
)
const app = JSON.parse(readFileSync("package.json", "utf8")) as { version: string; license: string; engines: object }
writeFileSync(join(out, "package.json"), `${JSON.stringify(libraryPackage(app), null, 2)}\n`)
copyFileSync("docs/integrating.md", join(out, "README.md"))
writeFileSync(join(out, "openapi.json"), JSON.stringify(openApiDocument()))
console.log(`library built in ${out}: npm pack ./${out}`)

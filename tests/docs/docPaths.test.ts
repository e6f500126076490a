/**
 * The docs name files that exist: every path in backticks of the spec map, the decisions and the READMEs (read from
 * the repository's root, or from the document's own folder for a README inside a layer) is on disk. A file moved or
 * renamed without its docs fails here instead of leaving a newcomer a dead pointer.
 */
import { existsSync, readFileSync } from "node:fs"
import { dirname, join } from "node:path"
import { describe, expect, it } from "vitest"

const root = join(import.meta.dirname, "..", "..")
const docs = ["docs/spec-map.md", "docs/decisions.md", "README.md", "ui/README.md", "adapters/README.md"]

/** Backticked tokens shaped as a relative path to a file (with an extension) or a folder (with a trailing slash). */
const pathsOf = (text: string): ReadonlyArray<string> =>
  [...text.matchAll(/`([^`\s]+)`/g)]
    .map((m) => m[1] ?? "")
    .filter((t) => /^[\w.-]+(\/[\w.-]+)+(\/|\.[a-z]+)$/.test(t) && !t.startsWith("../"))

describe("paths named by the docs", () => {
  it("reads paths and leaves the rest", () => {
    expect(pathsOf("`core/state/` and `ui/app/slices.ts`, not `arena/core`, `npm test`, `../shared/spec/`")).toEqual([
      "core/state/",
      "ui/app/slices.ts",
    ])
  })
  for (const doc of docs) {
    it(`${doc} names only files that exist`, () => {
      const named = pathsOf(readFileSync(join(root, doc), "utf8"))
      const missing = named.filter((p) => !existsSync(join(root, p)) && !existsSync(join(root, dirname(doc), p)))
      expect(missing).toEqual([])
      if (doc === "docs/spec-map.md") expect(named.length).toBeGreaterThan(150)
    })
  }
})

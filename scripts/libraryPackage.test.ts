import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { libraryPackage } from "./libraryPackage.ts"

const name = libraryPackage({ version: "0.0.0", license: "UNLICENSED", engines: {} }).name

describe("the library's package name", () => {
  // The bare name `arena` belongs to an unrelated package on the public registry: one typo from installing it, or
  // from dependency confusion. The scoped name was checked free on the registry (`npm view` answered 404).
  it("is the scoped name checked free on the registry", () => {
    expect(name).toBe("@arena-portal/sdk")
  })

  it("is the one the guide imports and installs, never the bare `arena`", () => {
    const guide = readFileSync("docs/integrating.md", "utf8")
    const specifiers = [...guide.matchAll(/```js\n([\s\S]*?)```/g)].flatMap(({ 1: b = "" }) =>
      [...b.matchAll(/from "([^"]+)"/g)].map((m) => m[1] ?? ""),
    )
    const packages = specifiers.filter((s) => !s.startsWith("effect"))
    expect(packages.length).toBeGreaterThan(3)
    for (const s of packages) expect(s === name || s.startsWith(`${name}/`), s).toBe(true)
    expect(guide).not.toMatch(/npm install arena-\d/)
    expect(guide).toContain("npm install arena-portal-sdk-0.1.0.tgz effect")
  })
})

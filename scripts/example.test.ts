import { existsSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { exampleConfig, libraryAliases, parseExampleArgs } from "./example.ts"
import { initialStateModule } from "./initialStatePlugin.ts"
import { libraryExports } from "./libraryPackage.ts"

describe("the example shell's build", () => {
  it("resolves every module entry point of the package, to a source file or, for the initial state, to its data", () => {
    const modules = Object.entries(libraryExports()).filter(([, target]) => typeof target !== "string")
    const aliases = libraryAliases()
    expect(aliases).toHaveLength(modules.length)
    for (const [key] of modules) {
      const specifier = key === "." ? "@arena-portal/sdk" : `@arena-portal/sdk/${key.slice(2)}`
      const alias = aliases.find((a) => a.find.test(specifier))
      expect(alias, specifier).toBeDefined()
      expect(existsSync(alias?.replacement ?? "") || alias?.replacement === initialStateModule, specifier).toBe(true)
    }
    expect(aliases.find((a) => a.find.test("@arena-portal/sdk/core/initial-state"))?.replacement).toBe(
      initialStateModule,
    )
    // The initial state's data is made by the same plugin as the portal's.
    const plugins = (exampleConfig("out").plugins ?? []).flat() as ReadonlyArray<{ name?: string }>
    expect(plugins.map((p) => p.name)).toContain("arena-initial-state")
  })
})

describe("the example's command line", () => {
  it("serves on 5174 unless --port names another, and builds into dist/example unless told", () => {
    expect(parseExampleArgs(["serve"], "/repo/")).toEqual({
      command: "serve",
      port: 5174,
      outDir: "/repo/dist/example",
    })
    expect(parseExampleArgs(["serve", "--port", "5190"], "/repo/")).toMatchObject({ command: "serve", port: 5190 })
    expect(parseExampleArgs(["serve", "--port=5191"], "/repo/")).toMatchObject({ port: 5191 })
    expect(parseExampleArgs(["build", "out"], "/repo/")).toMatchObject({ command: "build", outDir: "out" })
  })

  it("prints the usage for --help instead of starting anything, and refuses what it does not know", () => {
    expect(parseExampleArgs(["serve", "--help"], "/repo/")).toEqual({ command: "help" })
    expect(parseExampleArgs(["build", "-h"], "/repo/")).toEqual({ command: "help" })
    expect(parseExampleArgs(["serve", "--port", "http"], "/repo/")).toMatch(/--port/)
    expect(parseExampleArgs(["serve", "--port", "70000"], "/repo/")).toMatch(/--port/)
    expect(parseExampleArgs(["serve", "--verbose"], "/repo/")).toMatch(/--verbose/)
    expect(parseExampleArgs(["deploy"], "/repo/")).toMatch(/deploy/)
  })
})

/**
 * The library as an integrator gets it (DESIGN.md, "The library for integrators"): the tarball `npm pack` makes of
 * dist/lib holds the built modules only, passes publint and @arethetypeswrong/cli, installs alone into an empty
 * project with `effect` as its one other package, type-checks under strict `tsc` without `skipLibCheck`, and the
 * code blocks of docs/integrating.md run from it, in order, against a real sandbox.
 * Assumes `npm run build:lib` ran first, as CI does.
 */
import { execFile, spawnSync } from "node:child_process"
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { initialState } from "../../core/state/State.ts"
import { startTestSandbox, type TestSandbox } from "../sandbox/harness.ts"
import { guideBaseUrl, guideScript } from "./guide.ts"

const root = process.cwd()
const dir = mkdtempSync(join(tmpdir(), "arena-package-"))
const project = join(dir, "shell")
let tarball = ""
let installed: ReturnType<typeof run> | undefined
let sandbox: TestSandbox | undefined

const run = (command: string, args: ReadonlyArray<string>, cwd: string) =>
  spawnSync(command, args, {
    cwd,
    encoding: "utf8",
    timeout: 240_000,
    env: { ...process.env, npm_config_fund: "false" },
  })

beforeAll(() => {
  expect(existsSync(join(root, "dist/lib/package.json")), "run `npm run build:lib` before this test").toBe(true)
  const packed = run("npm", ["pack", "./dist/lib", "--pack-destination", dir, "--json"], root)
  expect(packed.status, packed.stderr).toBe(0)
  tarball = join(dir, (JSON.parse(packed.stdout) as Array<{ filename: string }>)[0]?.filename ?? "")
  run("mkdir", ["-p", project], dir)
  writeFileSync(join(project, "package.json"), JSON.stringify({ name: "shell", private: true, type: "module" }))
  installed = run("npm", ["install", "--no-audit", "--prefer-offline", tarball, "effect@4.1.0"], project)
}, 400_000)
afterAll(async () => {
  await sandbox?.stop()
  rmSync(dir, { recursive: true, force: true })
})

describe("the library's tarball", () => {
  it("holds the built core and adapters, the guide and the contract, and nothing of the app", () => {
    const listed = run("tar", ["-tzf", tarball], dir)
    const files = listed.stdout.trim().split("\n")
    expect(files).toContain("package/core/index.js")
    expect(files).toContain("package/core/projections/index.d.ts")
    expect(files).toContain("package/adapters/facade/index.js")
    expect(files).toContain("package/README.md")
    expect(files).toContain("package/openapi.json")
    const outside = files.filter(
      (f) =>
        !/^package\/(core|adapters)\/.+\.(js|d\.ts)$/.test(f) &&
        !/^package\/(package\.json|README\.md|openapi\.json)$/.test(f),
    )
    expect(outside).toEqual([])
    expect(files.filter((f) => /\.test\.|\/ui\/|\/sandbox\/|mswHandlers|browserReplay/.test(f))).toEqual([])
  })

  it("passes publint and @arethetypeswrong/cli", { timeout: 180_000 }, () => {
    const publint = run(
      process.execPath,
      [join(root, "node_modules/publint/src/cli.js"), "--strict", join(root, "dist/lib")],
      root,
    )
    expect(publint.status, publint.stdout + publint.stderr).toBe(0)
    const attw = run(
      process.execPath,
      [join(root, "node_modules/@arethetypeswrong/cli/dist/index.js"), tarball, "--profile", "esm-only"],
      root,
    )
    expect(attw.status, attw.stdout + attw.stderr).toBe(0)
  })

  it("installs alone into an empty project: the package and effect, nothing else", () => {
    expect(installed?.status, installed?.stderr).toBe(0)
    const lock = JSON.parse(readFileSync(join(project, "package-lock.json"), "utf8")) as {
      packages: Record<string, unknown>
    }
    const names = Object.keys(lock.packages).filter((p) => p !== "")
    expect(names.sort()).toEqual(["node_modules/@arena-portal/sdk", "node_modules/effect"])
  })

  it("ships core's initial state as plain data, equal to the state the slices start from", async () => {
    const { initialState: data } = (await import(join(root, "dist/lib/core/initial-state.js"))) as {
      initialState: unknown
    }
    expect(data).toEqual(initialState)
  })

  it("type-checks under strict tsc without skipLibCheck, every subpath and the guide's code", {
    timeout: 180_000,
  }, () => {
    const manifest = JSON.parse(readFileSync(join(root, "dist/lib/package.json"), "utf8")) as { exports: object }
    const coreAreas = Object.keys(manifest.exports)
      .filter((k) => k.startsWith("./core/"))
      .map((k) => k.slice("./core/".length))
    expect(coreAreas).toContain("projections")
    const imports = [
      `import { createArena, ArenaError } from "@arena-portal/sdk"`,
      `import * as Core from "@arena-portal/sdk/core"`,
      ...coreAreas.map((area, i) => `import * as Area${i} from "@arena-portal/sdk/core/${area}"`),
      `import * as Adapters from "@arena-portal/sdk/adapters"`,
      `export const used = [createArena, ArenaError, Core, Adapters, ${coreAreas.map((_, i) => `Area${i}`).join(", ")}]`,
    ]
    writeFileSync(join(project, "check.ts"), `${imports.join("\n")}\n`)
    // The guide's blocks as the one module they run as, checked as TypeScript in the same tsc run: a sample that
    // reads a field the types do not give (`error.cause.reason` on an untyped cause) fails here.
    const guide = readFileSync(join(root, "docs/integrating.md"), "utf8")
    writeFileSync(join(project, "guide.ts"), guideScript(guide, guideBaseUrl))
    const options = {
      noEmit: true,
      strict: true,
      exactOptionalPropertyTypes: true,
      skipLibCheck: false,
      module: "nodenext",
      moduleResolution: "nodenext",
      target: "es2022",
      lib: ["es2023", "dom"],
      types: [],
    }
    writeFileSync(
      join(project, "tsconfig.json"),
      JSON.stringify({ compilerOptions: options, files: ["check.ts", "guide.ts"] }),
    )
    const tsc = run(process.execPath, [join(root, "node_modules/typescript/bin/tsc"), "-p", "."], project)
    expect(tsc.stdout + tsc.stderr).toBe("")
    expect(tsc.status).toBe(0)
  })

  it("runs the guide's code blocks, in order, against the sandbox", { timeout: 180_000 }, async () => {
    expect(readdirSync(join(project, "node_modules")).sort()).toEqual(
      expect.arrayContaining(["@arena-portal", "effect"]),
    )
    sandbox = await startTestSandbox()
    const guide = readFileSync(join(root, "docs/integrating.md"), "utf8")
    writeFileSync(join(project, "guide.mjs"), guideScript(guide, sandbox.url))
    // Asynchronously: the sandbox answers from this process, so the test must not block its event loop.
    const r = await new Promise<{ status: number; stdout: string; stderr: string }>((resolve) =>
      execFile(process.execPath, ["guide.mjs"], { cwd: project, timeout: 120_000 }, (error, stdout, stderr) =>
        resolve({ status: error === null ? 0 : 1, stdout, stderr }),
      ),
    )
    expect(r.stderr).toBe("")
    expect(r.status).toBe(0)
    const lines = r.stdout.trim().split("\n")
    expect(lines).toEqual([
      "merchant: arena",
      "login: loggedIn true",
      expect.stringMatching(/^bar: [\d,]+\.\d\d$/),
      expect.stringMatching(/^balance: true [\d,]+\.\d\d$/),
      "launch: StartGame string",
      expect.stringMatching(/^records: \d{4}-\d\d-\d\d true$/),
      expect.stringMatching(/^error: ArenaError NetworkFailed http:\/\/arena\.invalid\/wps\/\S+: fetch failed \(.+\)$/),
      "member: player01",
      "effect: notLoggedIn loggedIn true",
      "shown: ***",
    ])
  })
})

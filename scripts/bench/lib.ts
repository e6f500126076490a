/**
 * Library figures (DESIGN.md, "The library for integrators"), measured on the package an integrator gets:
 * `lib.tarball_kb` (the packed tarball of dist/lib), `lib.install_packages` (packages that install with it into an
 * empty project, the library itself not counted: goal effect alone), and two browser bundles built from the
 * installed package with effect, minified and gzipped, each with Vite (Rolldown) and with esbuild, since what a
 * bundler drops differs: `lib.small_use_gzip_kb` (a store of the slices the logged-in bar reads, that bar's projection
 * and the login workflow, as a shell showing that bar builds it; goal at most 40) and `lib.projection_only_gzip_kb`
 * (that projection alone; goal at most 10), and the same with `_esbuild` before `_gzip_kb`.
 * Builds the library first when dist/lib is missing.
 */
import { spawnSync } from "node:child_process"
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { gzipSync } from "node:zlib"
import { libraryName } from "../libraryPackage.ts"
import type { Figures } from "./areas.ts"

const root = process.cwd()

const sh = (command: string, args: ReadonlyArray<string>, cwd: string) => {
  const r = spawnSync(command, args, { cwd, encoding: "utf8" })
  if (r.status !== 0) throw new Error(`${command} ${args.join(" ")} failed:\n${r.stderr}`)
  return r.stdout
}

/** The uses measured: an entry module each, importing the package as an integrator's shell would. */
const uses = {
  small_use: [
    `import { Store } from "@arena-portal/sdk/core/store"`,
    `import { initialState } from "@arena-portal/sdk/core/initial-state"`,
    `import { MessagesSlice, SessionSlice, SettingsSlice, WalletSlice } from "@arena-portal/sdk/core/state"`,
    `import { LoggedInBar } from "@arena-portal/sdk/core/projections"`,
    `import { loginByUsername } from "@arena-portal/sdk/core/workflows"`,
    `const { messages } = MessagesSlice, { session } = SessionSlice, { settings } = SettingsSlice, { wallet } = WalletSlice`,
    `const store = Store.of({ messages, session, settings, wallet }, initialState)`,
    `export const bar = () => LoggedInBar.loggedInBar(store.state())`,
    `export const login = (username, password) => loginByUsername({ username, password, remember: false })`,
  ],
  projection_only: [
    `import { LoggedInBar } from "@arena-portal/sdk/core/projections"`,
    `export const bar = (state) => LoggedInBar.loggedInBar(state)`,
  ],
}

const gzipKb = (code: ReadonlyArray<string>) =>
  Math.round((code.reduce((n, c) => n + gzipSync(c, { level: 9 }).length, 0) / 1024) * 10) / 10

/**
 * Gzipped size in KB of `entry` bundled for the browser by Vite as an integrator's shell builds it: an application
 * build (minified, everything inlined), keeping the entry's exports so that what the shell uses is not shaken away.
 * Not Vite's library mode: that mode leaves whitespace and `#__PURE__` annotations for the next bundler, so it weighs
 * what a library ships, not what a member downloads (40.2 KB in library mode, 35.5 in application mode, same code).
 */
const viteGzipKb = async (project: string, entry: string): Promise<number> => {
  const { build } = await import("vite")
  const out = (await build({
    root: project,
    configFile: false,
    logLevel: "silent",
    build: { write: false, minify: true, rollupOptions: { input: entry, preserveEntrySignatures: "strict" } },
  })) as unknown as
    | ReadonlyArray<{ output: ReadonlyArray<{ type: string; code?: string }> }>
    | { output: ReadonlyArray<{ type: string; code?: string }> }
  return gzipKb(
    [out]
      .flat()
      .flatMap((o) => o.output)
      .flatMap((c) => (c.type === "chunk" && c.code ? [c.code] : [])),
  )
}

/** The same by esbuild. */
const esbuildGzipKb = async (entry: string): Promise<number> => {
  const { build } = await import("esbuild")
  const out = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    write: false,
    logLevel: "silent",
  })
  return gzipKb(out.outputFiles.map((f) => f.text))
}

export const run = async (log: (line: string) => void): Promise<Figures> => {
  if (!existsSync(join(root, "dist/lib/package.json"))) {
    log("building the library (dist/lib)")
    sh(process.execPath, [join(root, "node_modules/tsx/dist/cli.mjs"), "scripts/build-lib.ts"], root)
  }
  const dir = mkdtempSync(join(tmpdir(), "arena-bench-lib-"))
  try {
    const packed = JSON.parse(sh("npm", ["pack", join(root, "dist/lib"), "--pack-destination", dir, "--json"], dir))
    const { filename, size } = (packed as Array<{ filename: string; size: number }>)[0] ?? { filename: "", size: 0 }
    const project = join(dir, "shell")
    mkdirSync(project)
    writeFileSync(join(project, "package.json"), JSON.stringify({ name: "shell", private: true, type: "module" }))
    log("installing the tarball into an empty project")
    sh("npm", ["install", "--no-audit", "--no-fund", "--prefer-offline", join(dir, filename)], project)
    const lock = JSON.parse(readFileSync(join(project, "package-lock.json"), "utf8")) as {
      packages: Record<string, unknown>
    }
    const installed = Object.keys(lock.packages).filter((p) => p !== "" && p !== `node_modules/${libraryName}`)
    log(`installed with it: ${installed.map((p) => p.replace(/^node_modules\//, "")).join(", ")}`)
    const figures: Figures = {
      "lib.tarball_kb": Math.round((size / 1024) * 10) / 10,
      "lib.install_packages": installed.length,
    }
    for (const [name, lines] of Object.entries(uses)) {
      const entry = join(project, `${name}.js`)
      writeFileSync(entry, `${lines.join("\n")}\n`)
      figures[`lib.${name}_gzip_kb`] = await viteGzipKb(project, entry)
      figures[`lib.${name}_esbuild_gzip_kb`] = await esbuildGzipKb(entry)
      log(
        `lib.${name}: Vite ${figures[`lib.${name}_gzip_kb`]} KB, esbuild ${figures[`lib.${name}_esbuild_gzip_kb`]} KB`,
      )
    }
    return figures
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

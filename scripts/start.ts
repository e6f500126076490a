/**
 * `npm start`: builds the UI when it is missing or older than its sources (after a `git pull`, say), then starts the
 * sandbox platform on its embedded database and serves both on one origin (PORT, default 8080). The build prints
 * one line; `npm start -- --build-detail` shows Vite's whole output (every chunk and its size).
 */
import { spawnSync } from "node:child_process"
import { existsSync, readdirSync, statSync } from "node:fs"
import { join } from "node:path"

/** What the browser build is made of: a change to any of these makes dist/ui stale. */
export const uiSources = ["ui", "core", "adapters", "vite.config.ts", "package-lock.json"] as const

/** The newest modification time (ms) under the paths, tests left out (they are not in the build); 0 for none. */
export const newestSource = (paths: ReadonlyArray<string>): number => {
  let newest = 0
  const visit = (path: string) => {
    if (!existsSync(path)) return
    const stat = statSync(path)
    if (stat.isDirectory()) {
      for (const name of readdirSync(path))
        if (name !== "node_modules" && !name.startsWith(".")) visit(join(path, name))
    } else if (!/\.test\.tsx?$/.test(path)) newest = Math.max(newest, stat.mtimeMs)
  }
  for (const p of paths) visit(p)
  return newest
}

/** True when the built UI is missing or older than a source it is built from. */
export const uiStale = (uiDir: string, sources: ReadonlyArray<string> = uiSources): boolean => {
  const index = join(uiDir, "index.html")
  return !existsSync(index) || statSync(index).mtimeMs < newestSource(sources)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const detail = process.argv.includes("--build-detail")
  if (existsSync("ui/index.html") && uiStale("dist/ui")) {
    console.log("Building the UI (its sources changed since the last build)...")
    const started = performance.now()
    const r = spawnSync("npm", ["run", "build:ui"], { stdio: detail ? "inherit" : "pipe", encoding: "utf8" })
    if (r.status !== 0) {
      if (!detail) process.stdout.write(`${r.stdout}${r.stderr}`)
      process.exit(r.status ?? 1)
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(0)
    console.log(`UI built in ${seconds} s${detail ? "" : " (npm start -- --build-detail lists its chunks)"}`)
  }
  await import("../sandbox/main.ts")
}

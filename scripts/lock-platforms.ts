/**
 * `npm run lock:platforms`: completes package-lock.json with the other platforms' optional packages.
 *
 * The registry this project installs from serves only some platforms' builds of packages such as esbuild, rollup
 * and biome; npm then writes a lock without the others, and `npm ci` refuses that lock ("Missing: ... from lock
 * file"). This adds an entry for each missing optional dependency, with the os, cpu and libc its name says, so
 * `npm ci` accepts the lock and skips them on this platform, as it would with a complete lock. Run it after
 * `npm install`; it changes nothing when the lock is complete.
 */
import { readFileSync, writeFileSync } from "node:fs"

interface LockEntry {
  version?: string
  optional?: boolean
  os?: Array<string>
  cpu?: Array<string>
  libc?: Array<string>
  optionalDependencies?: Record<string, string>
  [k: string]: unknown
}

const oses = [
  "android",
  "darwin",
  "linux",
  "win32",
  "freebsd",
  "openbsd",
  "netbsd",
  "sunos",
  "aix",
  "openharmony",
  "wasm32",
  "wasi",
]
const cpus = ["arm64", "x64", "arm", "ia32", "ppc64", "s390x", "riscv64", "loong64", "mips64el", "x32", "wasm32"]

/** The os, cpu and libc a platform package's name says (`@esbuild/linux-arm64`, `@rollup/rollup-linux-x64-musl`...). */
export const platformOf = (name: string): Pick<LockEntry, "os" | "cpu" | "libc"> => {
  const parts = name.split("/").pop()!.split("-")
  const os = parts.find((p) => oses.includes(p === "win32" ? p : p.replace(/^win$/, "win32")))
  const cpu = parts.find((p) => cpus.includes(p)) ?? (parts.includes("universal") ? undefined : undefined)
  const libc = parts.includes("musl")
    ? "musl"
    : parts.includes("gnu") || parts.includes("gnueabihf")
      ? "glibc"
      : undefined
  return {
    ...(os === undefined ? {} : { os: [os === "win" ? "win32" : os] }),
    ...(cpu === undefined ? {} : { cpu: [cpu] }),
    ...(libc === undefined ? {} : { libc: [libc] }),
  }
}

export const completeLock = (lock: { packages: Record<string, LockEntry> }): number => {
  let added = 0
  for (const [path, entry] of Object.entries(lock.packages)) {
    for (const [dep, range] of Object.entries(entry.optionalDependencies ?? {})) {
      const nested = `${path === "" ? "" : `${path}/`}node_modules/${dep}`
      if (lock.packages[nested] !== undefined || lock.packages[`node_modules/${dep}`] !== undefined) continue
      const platform = platformOf(dep)
      if (platform.os === undefined && platform.cpu === undefined) continue
      lock.packages[`node_modules/${dep}`] = { version: range.replace(/^[\^~=]/, ""), optional: true, ...platform }
      added++
    }
  }
  lock.packages = Object.fromEntries(
    Object.entries(lock.packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a < b ? -1 : a > b ? 1 : 0)),
  )
  return added
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = "package-lock.json"
  const lock = JSON.parse(readFileSync(file, "utf8")) as { packages: Record<string, LockEntry> }
  const added = completeLock(lock)
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`)
  console.log(`package-lock.json: ${added} platform entries added`)
}

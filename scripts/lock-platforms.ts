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
  dev?: boolean
  integrity?: string
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

/**
 * An entry as `npm install` itself writes it: the version first, the other fields in name order. An entry written in
 * another order, or without the `dev` flag its dependent carries, `npm install` rewrites: the lock must already be
 * what npm writes so the README's first command leaves it unchanged.
 */
const asNpmWrites = (entry: LockEntry): LockEntry => {
  const { version, ...rest } = entry
  return {
    version,
    ...Object.fromEntries(Object.entries(rest).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))),
  } as LockEntry
}

/**
 * Adds the missing platform entries, and writes the ones added before (they carry no integrity: npm never fetched
 * them) as npm writes them; returns how many it added.
 */
export const completeLock = (lock: { packages: Record<string, LockEntry> }): number => {
  // npm marks a package `dev` when only development dependencies need it.
  const devOnly = new Map<string, boolean>()
  for (const entry of Object.values(lock.packages))
    for (const dep of Object.keys(entry.optionalDependencies ?? {}))
      devOnly.set(dep, (devOnly.get(dep) ?? true) && entry.dev === true)
  let added = 0
  for (const [path, entry] of Object.entries(lock.packages)) {
    for (const [dep, range] of Object.entries(entry.optionalDependencies ?? {})) {
      const nested = `${path === "" ? "" : `${path}/`}node_modules/${dep}`
      const top = `node_modules/${dep}`
      const at = lock.packages[nested] !== undefined ? nested : lock.packages[top] !== undefined ? top : undefined
      const platform = platformOf(dep)
      if (platform.os === undefined && platform.cpu === undefined) continue
      const dev = devOnly.get(dep) === true ? { dev: true } : {}
      if (at !== undefined) {
        const existing = lock.packages[at]!
        if (existing.integrity === undefined && existing.optional === true) {
          const { dev: _, ...rest } = existing
          lock.packages[at] = asNpmWrites({ ...rest, ...dev })
        }
        continue
      }
      lock.packages[top] = asNpmWrites({ version: range.replace(/^[\^~=]/, ""), ...dev, optional: true, ...platform })
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

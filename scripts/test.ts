/**
 * `npm test`: every test, with what the tests need made sure of first, so a fresh machine needs nothing else:
 * 1. Debian's Chromium and its headless shell (the end-to-end tests, scripts/browsers.ts) and PostgreSQL (the sandbox tests' second engine): installed with
 *    apt-get when missing and run as root, else the one command to run is printed;
 * 2. a throw-away PostgreSQL server (initdb into a temporary folder, on a free loopback port, as the postgres user
 *    when root), stopped and removed afterwards; `ARENA_TEST_PG` naming a server skips it;
 * 3. vitest (every project; the sandbox files on PostgreSQL, those about the engine on PGlite too), then
 *    Playwright. The UI build the end-to-end tests serve is made meanwhile, at a lower priority: it takes what the unit tests leave of the two
 *    cores (their last, slowest files keep one worker busy), instead of holding up the end-to-end stage.
 * Both suites run even when the first fails, so one run reports every failure; vitest's failures are printed again
 * at the very end, since a CI log is often read from its tail and Playwright's report would bury them. With
 * `CI_TIMINGS` naming a file, each stage's wall time is appended to it (`.ci/run` prints them).
 */
import { type SpawnSyncOptions, spawn, spawnSync } from "node:child_process"
import { appendFileSync, chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs"
import { createServer } from "node:net"
import { tmpdir } from "node:os"
import { join, resolve as resolvePath } from "node:path"
import { fullChromium, headlessShell } from "./browsers.ts"

/** What the tests need from the system, and how to get what is missing. */
export interface SystemNeeds {
  readonly missing: ReadonlyArray<string>
  /** The command installing them (empty when nothing is missing). */
  readonly install: string
}

/** The Debian packages missing, from what is found on the machine. */
export const systemNeeds = (found: {
  readonly chromium: boolean
  readonly headlessShell: boolean
  readonly postgres: boolean
}): SystemNeeds => {
  const missing = [
    ...(found.chromium ? [] : ["chromium"]),
    ...(found.headlessShell ? [] : ["chromium-headless-shell"]),
    ...(found.postgres ? [] : ["postgresql"]),
  ]
  return { missing, install: missing.length === 0 ? "" : `apt-get install -y ${missing.join(" ")}` }
}

/** The folder of the newest PostgreSQL's programs (initdb, pg_ctl), if one is installed. */
export const postgresBin = (root = "/usr/lib/postgresql"): string | undefined => {
  if (!existsSync(root)) return undefined
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a))
  return versions[0] === undefined ? undefined : join(root, versions[0], "bin")
}

const run = (command: string, args: ReadonlyArray<string>, options: SpawnSyncOptions = {}): number =>
  spawnSync(command, args, { stdio: "inherit", ...options }).status ?? 1

const isRoot = process.getuid?.() === 0

/** Installs the missing packages as root; otherwise says what to run and stops. */
const ensureSystem = (): void => {
  const needs = systemNeeds({
    chromium: process.env.CHROMIUM_PATH !== undefined || existsSync(fullChromium),
    headlessShell: process.env.CHROMIUM_PATH !== undefined || existsSync(headlessShell),
    postgres: postgresBin() !== undefined,
  })
  if (needs.missing.length === 0) return
  if (!isRoot) {
    console.error(`The tests need ${needs.missing.join(" and ")}. Run once:\n\n  sudo ${needs.install}\n`)
    process.exit(1)
  }
  console.log(`Installing ${needs.missing.join(" and ")} (apt-get)...`)
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" }
  const installed =
    run("apt-get", ["update", "-qq"], { env }) === 0 &&
    run("sh", ["-c", `${needs.install} -qq >/dev/null`], { env }) === 0
  if (!installed) process.exit(1)
}

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer()
    server.once("error", reject)
    server.listen(0, "127.0.0.1", () => {
      const address = server.address()
      server.close(() => resolve(typeof address === "object" && address !== null ? address.port : 0))
    })
  })

/** Starts a throw-away PostgreSQL server; returns its URL and how to stop it. */
export const startPostgres = async (): Promise<{ url: string; stop: () => void }> => {
  const bin = postgresBin()
  if (bin === undefined) throw new Error("PostgreSQL is not installed")
  const dir = mkdtempSync(join(tmpdir(), "arena-pg-"))
  const data = join(dir, "data")
  const port = await freePort()
  // initdb and the server refuse to run as root: as root they run as the postgres user, who must own the folder.
  const quiet: SpawnSyncOptions = { stdio: ["ignore", "ignore", "inherit"] }
  const as = (args: ReadonlyArray<string>) =>
    isRoot ? run("runuser", ["-u", "postgres", "--", ...args], quiet) : run(args[0]!, args.slice(1), quiet)
  if (isRoot) {
    chmodSync(dir, 0o755)
    run("chown", ["postgres:postgres", dir])
  }
  // Nothing here must survive a crash: no fsync, and trust on the loopback socket of a server nobody else knows.
  const ok =
    as([join(bin, "initdb"), "-D", data, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--no-sync"]) === 0 &&
    as([
      join(bin, "pg_ctl"),
      "-D",
      data,
      "-l",
      join(dir, "server.log"),
      "-w",
      "-o",
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`,
      "start",
    ]) === 0
  // The server is its starter's: a starter stopped by a signal (Ctrl-C on a mutation run, a cancelled job) or ending
  // without calling `stop` takes it down on the way out, then ends as the signal would have ended it.
  const signals: ReadonlyArray<NodeJS.Signals> = ["SIGINT", "SIGTERM", "SIGHUP"]
  let stopped = false
  const stop = () => {
    if (stopped) return
    stopped = true
    for (const signal of signals) process.off(signal, onSignal)
    process.off("exit", stop)
    as([join(bin, "pg_ctl"), "-D", data, "-m", "immediate", "-w", "stop"])
    rmSync(dir, { recursive: true, force: true })
  }
  const onSignal = (signal: NodeJS.Signals) => {
    stop()
    if (process.listenerCount(signal) === 0) process.kill(process.pid, signal)
  }
  for (const signal of signals) process.on(signal, onSignal)
  process.on("exit", stop)
  if (!ok) {
    stop()
    throw new Error(`the throw-away PostgreSQL did not start (log: ${join(dir, "server.log")})`)
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop }
}

// Vitest's section rules ("⎯⎯⎯ Failed Tests 2 ⎯⎯⎯", "Unhandled Errors", "Failed Suites") open what failed.
const failureRule = /⎯+ (Failed Tests|Failed Suites|Unhandled Errors?)\b/
const summaryLine = /^\s*(Test Files|Tests|Errors)\s/
// biome-ignore lint/suspicious/noControlCharactersInRegex: the escape that starts a terminal colour
const colour = /\u001b\[[0-9;]*m/g

/** What vitest said failed (its failure sections and summary lines), at most `maxLines` lines; "" when all passed. */
export const failureDigest = (output: string, maxLines: number): string => {
  const lines = output.replace(colour, "").split("\n")
  const start = lines.findIndex((line) => failureRule.test(line))
  if (start < 0) return ""
  const summaryAt = lines.findIndex((line, i) => i > start && summaryLine.test(line))
  const body = lines.slice(start, summaryAt < 0 ? undefined : summaryAt)
  const all = [...body, ...(summaryAt < 0 ? [] : lines.slice(summaryAt).filter((line) => summaryLine.test(line)))]
  if (all.length <= maxLines) return all.join("\n")
  return [...all.slice(0, maxLines), `… ${all.length - maxLines} more lines: vitest's full report is above`].join("\n")
}

/** Runs a command with its output shown as it comes and also kept, for the digest. */
const runKept = (command: string, args: ReadonlyArray<string>, env: NodeJS.ProcessEnv) =>
  new Promise<{ status: number; output: string }>((resolve) => {
    const child = spawn(command, args, { env, stdio: ["inherit", "pipe", "pipe"] })
    const kept: Array<string> = []
    const keep = (to: NodeJS.WriteStream) => (chunk: Buffer) => {
      to.write(chunk)
      kept.push(chunk.toString())
    }
    child.stdout.on("data", keep(process.stdout))
    child.stderr.on("data", keep(process.stderr))
    child.on("close", (code) => resolve({ status: code ?? 1, output: kept.join("") }))
  })

/** Runs a stage, appending its wall time to CI_TIMINGS when set; returns its exit status. */
const stage = async (
  name: string,
  command: string,
  args: ReadonlyArray<string>,
  env: NodeJS.ProcessEnv,
): Promise<{ status: number; output: string }> => {
  const started = performance.now()
  const result = await runKept(command, args, env)
  const seconds = Math.round((performance.now() - started) / 1000)
  if (process.env.CI_TIMINGS) appendFileSync(process.env.CI_TIMINGS, `${name} ${seconds}\n`)
  console.log(`${name}: ${result.status === 0 ? "passed" : "FAILED"} in ${seconds} s`)
  return result
}

/**
 * Builds the UI for the end-to-end tests into dist/ui (or E2E_UI_DIR) at a lower priority, its output kept and shown
 * only when it fails; resolves whether it succeeded.
 */
const buildUiAside = (): Promise<boolean> =>
  new Promise((resolve) => {
    // Absolute, as playwright.config.ts passes it: vite resolves a relative outDir against its root (ui/).
    const outDir = resolvePath(process.env.E2E_UI_DIR ?? "dist/ui")
    const child = spawn(
      "nice",
      ["-n", "10", "npx", "vite", "build", "--logLevel", "warn", "--outDir", outDir, "--emptyOutDir"],
      {
        stdio: ["ignore", "pipe", "pipe"],
      },
    )
    const kept: Array<string> = []
    child.stdout.on("data", (d: Buffer) => kept.push(d.toString()))
    child.stderr.on("data", (d: Buffer) => kept.push(d.toString()))
    child.on("error", () => resolve(false))
    child.on("close", (code) => {
      if (code !== 0) console.log(`The UI build for the end-to-end tests failed (exit ${code}):\n${kept.join("")}`)
      resolve(code === 0)
    })
  })

if (import.meta.url === `file://${process.argv[1]}`) {
  ensureSystem()
  const own = process.env.ARENA_TEST_PG ? undefined : await startPostgres()
  // ARENA_REQUIRE_CHROMIUM: the tests of the real HTML sanitiser in Chromium fail here when it is missing, never skip.
  const env = { ...process.env, ARENA_TEST_PG: process.env.ARENA_TEST_PG || own!.url, ARENA_REQUIRE_CHROMIUM: "1" }
  // A Ctrl-C stops the server too: startPostgres takes it down with this process.
  const uiBuild = buildUiAside()
  let unit = { status: 1, output: "" }
  let e2e = { status: 1, output: "" }
  // PostgreSQL serves the end-to-end stage too: the live stream's test runs two instances on it (tests/e2e/live.e2e.ts).
  try {
    unit = await stage("unit+postgres", "npx", ["vitest", "run"], env)
    const waited = performance.now()
    const built = await uiBuild
    if (process.env.CI_TIMINGS)
      appendFileSync(process.env.CI_TIMINGS, `ui(wait) ${Math.round((performance.now() - waited) / 1000)}\n`)
    // A failed build is left to Playwright's own build, which reports it.
    const e2eEnv = { ...process.env, ARENA_TEST_PG: env.ARENA_TEST_PG, ...(built ? { E2E_UI_BUILT: "1" } : {}) }
    e2e = await stage("e2e", "npx", ["playwright", "test"], e2eEnv)
  } finally {
    own?.stop()
  }
  if (unit.status !== 0) {
    const digest = failureDigest(unit.output, 80)
    console.log(
      `\nunit+postgres FAILED (exit ${unit.status}):\n${digest || "no failing test was named: see its output above"}`,
    )
  }
  process.exit(unit.status === 0 && e2e.status === 0 ? 0 : 1)
}

/** Starts the sandbox as a child process on a fresh data directory, for the benchmarks that load it from outside. */
import { type ChildProcess, spawn } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

export interface SandboxProcess {
  readonly url: string
  readonly child: ChildProcess
  readonly stop: () => Promise<void>
}

/** Resolves with the first capture of `pattern` in the child's output. */
export const waitForUrl = (child: ChildProcess, pattern: RegExp): Promise<string> =>
  new Promise((resolve, reject) => {
    let out = ""
    const timer = setTimeout(() => reject(new Error(`server did not start: ${out.slice(-500)}`)), 180_000)
    const onData = (d: Buffer) => {
      out += d.toString()
      const m = pattern.exec(out)
      if (m?.[1] !== undefined) {
        clearTimeout(timer)
        resolve(m[1])
      }
    }
    child.stdout?.on("data", onData)
    child.stderr?.on("data", onData)
    child.on("exit", (code) => reject(new Error(`server exited (${code}): ${out.slice(-500)}`)))
  })

/** The sandbox on PGlite in a temporary folder, serving `uiDir` (dist/ui by default). */
export const startSandboxProcess = async (
  uiDir?: string,
  env: Readonly<Record<string, string>> = {},
): Promise<SandboxProcess> => {
  const dataDir = mkdtempSync(join(tmpdir(), "arena-bench-"))
  // BENCH_NODE_FLAGS: extra flags for the sandbox's node (e.g. `--cpu-prof` to profile it under load).
  const flags = (process.env.BENCH_NODE_FLAGS ?? "").split(" ").filter((f) => f !== "")
  const child = spawn(process.execPath, [...flags, "--import", "tsx", "sandbox/main.ts"], {
    env: {
      ...process.env,
      PORT: "0",
      ARENA_DATA_DIR: dataDir,
      ARENA_UI_DIR: uiDir ?? join(dataDir, "ui"),
      DATABASE_URL: "",
      ...env,
    },
  })
  const url = (await waitForUrl(child, /running at (http:\/\/\S+)/)).replace("localhost", "127.0.0.1")
  return {
    url,
    child,
    stop: async () => {
      await new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once("exit", () => resolve())
        child.kill("SIGTERM")
      })
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

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

/**
 * Resolves with the first capture of `pattern` in the child's output. From then on the output is only drained, not
 * kept: the sandbox writes a line per request, and holding and searching it all would load the benchmark's own process
 * (where the load generator runs) more the longer the run.
 */
export const waitForUrl = (child: ChildProcess, pattern: RegExp): Promise<string> =>
  new Promise((resolve, reject) => {
    // The last output, for an error message.
    let tail = ""
    const timer = setTimeout(() => reject(new Error(`server did not start: ${tail}`)), 180_000)
    const onExit = (code: number | null) => reject(new Error(`server exited (${code}): ${tail}`))
    const streams = [child.stdout, child.stderr].flatMap((s) => (s === null ? [] : [s]))
    const listeners = streams.map((stream) => {
      // What came on this stream since its last line break: a line may arrive in two chunks.
      let partial = ""
      const onData = (d: Buffer) => {
        const text = partial + d.toString()
        tail = (tail + d.toString()).slice(-500)
        const m = pattern.exec(text)
        if (m?.[1] === undefined) {
          partial = text.slice(text.lastIndexOf("\n") + 1)
          return
        }
        clearTimeout(timer)
        child.off("exit", onExit)
        streams.forEach((s, i) => {
          s.off("data", listeners[i]!)
          // Flowing with no listener: the pipe is emptied and nothing is kept.
          s.resume()
        })
        resolve(m[1])
      }
      stream.on("data", onData)
      return onData
    })
    child.on("exit", onExit)
  })

/** The sandbox on PGlite in a temporary folder, serving `uiDir` (dist/ui by default). */
export const startSandboxProcess = async (
  uiDir?: string,
  env: Readonly<Record<string, string>> = {},
): Promise<SandboxProcess> => {
  const dataDir = mkdtempSync(join(tmpdir(), "arena-bench-"))
  // BENCH_NODE_FLAGS: extra flags for the sandbox's node (e.g. `--cpu-prof` to profile it under load).
  const flags = (process.env.BENCH_NODE_FLAGS ?? "").split(" ").filter((f) => f !== "")
  const child = spawn(process.execPath, [...flags, "--import", "./sandbox/loader.mjs", "sandbox/main.ts"], {
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

/**
 * Runs the sandbox as a real child process (`node --import ./sandbox/loader.mjs sandbox/main.ts`, as `npm start` runs it) on a data directory, for the
 * tests that kill it and start it again.
 */
import { type ChildProcess, spawn } from "node:child_process"
import { devToken } from "./harness.ts"

export interface RunningSandbox {
  readonly url: string
  readonly child: ChildProcess
  /** What it has printed so far (standard output and error). */
  readonly output: () => string
  readonly kill: (signal?: NodeJS.Signals) => Promise<void>
}

export const spawnSandbox = (dataDir: string, env: Record<string, string> = {}): Promise<RunningSandbox> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "./sandbox/loader.mjs", "sandbox/main.ts"], {
      env: {
        ...process.env,
        PORT: "0",
        ARENA_DATA_DIR: dataDir,
        ARENA_UI_DIR: `${dataDir}/ui`,
        DATABASE_URL: "",
        ARENA_DEV_TOKEN: devToken,
        ARENA_TRUSTED_PROXIES: "127.0.0.1,::1",
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    })
    let out = ""
    const timer = setTimeout(() => reject(new Error(`sandbox did not start: ${out.slice(-800)}`)), 300_000)
    const onData = (d: Buffer) => {
      out += d.toString()
      const m = /running at (http:\/\/\S+)/.exec(out)
      if (m?.[1] !== undefined) {
        clearTimeout(timer)
        resolve({
          url: m[1].replace("localhost", "127.0.0.1"),
          child,
          output: () => out,
          kill: (signal = "SIGKILL") =>
            new Promise<void>((done) => {
              if (child.exitCode !== null) return done()
              child.once("exit", () => done())
              child.kill(signal)
            }),
        })
      }
    }
    child.stdout.on("data", onData)
    child.stderr.on("data", onData)
    child.once("exit", (code) => {
      clearTimeout(timer)
      reject(new Error(`sandbox exited with ${code}: ${out.slice(-800)}`))
    })
  })

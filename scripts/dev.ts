/**
 * `npm run dev [-- --replay <file.har>] [vite options]`: the Vite dev server of the UI. Plain, it proxies the
 * platform's paths to a local sandbox (vite.config.ts). With `--replay`, the portal runs against a recorded session
 * instead ("Recorded sessions: in the UI"): the page starts an msw service worker answering every platform
 * call from the recording (adapters/har/browserReplay.ts; the dev server serves the file, scripts/devReplay.ts).
 * Other options go to Vite as they are (`--port 8302 --strictPort --host 127.0.0.1`).
 */
import { spawn } from "node:child_process"
import { existsSync } from "node:fs"
import { dirname, join, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { replayFileVariable, replayPageVariable, replayRoute } from "./devReplay.ts"

const usage = "usage: npm run dev -- [--replay <file.har>] [vite options]"

/** The recording named by `--replay`, and the options left for Vite. */
export const parseDevArgs = (
  args: ReadonlyArray<string>,
): { readonly replay: string | undefined; readonly rest: ReadonlyArray<string> } | string => {
  const rest: Array<string> = []
  let replay: string | undefined
  for (let i = 0; i < args.length; i++) {
    const a = args[i] as string
    if (a === "--replay" || a.startsWith("--replay=")) {
      const value = a === "--replay" ? args[++i] : a.slice("--replay=".length)
      if (value === undefined || value === "" || value.startsWith("--")) return "--replay needs a .har file"
      replay = value
    } else rest.push(a)
  }
  return { replay, rest }
}

const main = (): void => {
  const parsed = parseDevArgs(process.argv.slice(2))
  if (typeof parsed === "string") {
    console.error(`${parsed}\n${usage}`)
    process.exit(2)
  }
  const env = { ...process.env }
  if (parsed.replay !== undefined) {
    const file = resolve(parsed.replay)
    if (!existsSync(file)) {
      console.error(`cannot read ${parsed.replay}\n${usage}`)
      process.exit(1)
    }
    env[replayFileVariable] = file
    env[replayPageVariable] = replayRoute
    console.info(`[arena] replay mode: the portal answers from ${parsed.replay}`)
  }
  const vite = join(dirname(fileURLToPath(import.meta.url)), "..", "node_modules", "vite", "bin", "vite.js")
  const child = spawn(process.execPath, [vite, ...parsed.rest], { stdio: "inherit", env })
  const stop = (signal: NodeJS.Signals) => child.kill(signal)
  process.on("SIGINT", stop)
  process.on("SIGTERM", stop)
  child.on("exit", (code, signal) => process.exit(code ?? (signal === null ? 0 : 1)))
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith("scripts/dev.ts")) main()

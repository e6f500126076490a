/**
 * `npm start`: builds the UI if it is missing, then starts the sandbox platform on its embedded database and
 * serves both on one origin (PORT, default 8080).
 */
import { spawnSync } from "node:child_process"
import { existsSync } from "node:fs"

const uiBuilt = existsSync("dist/ui/index.html")
if (!uiBuilt && existsSync("ui/index.html")) {
  console.log("Building the UI (first start)...")
  const r = spawnSync("npm", ["run", "build:ui"], { stdio: "inherit" })
  if (r.status !== 0) process.exit(r.status ?? 1)
}
await import("../sandbox/main.ts")

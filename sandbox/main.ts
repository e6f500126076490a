/** Entry of `npm start`'s server: starts the sandbox from the environment and prints where it is. */

import { startSandbox } from "./app.ts"
import { fromEnv } from "./config.ts"
import { demoMembers } from "./seed/members.ts"

const config = fromEnv()
// One JSON line per request on standard output (ARENA_ACCESS_LOG=0 turns it off).
const accessLog =
  process.env.ARENA_ACCESS_LOG === "0"
    ? {}
    : { accessLog: (e: object) => process.stdout.write(`${JSON.stringify(e)}\n`) }
const sandbox = await startSandbox(config, accessLog)
const db = config.databaseUrl === undefined ? `PGlite in ${config.dataDir}` : "PostgreSQL (DATABASE_URL)"
console.log(`\nArena is running at ${sandbox.url.replace("127.0.0.1", "localhost")}  (database: ${db})\n`)
console.log("Demo accounts:")
for (const m of demoMembers) console.log(`  ${m.account.padEnd(10)} ${m.password.padEnd(10)} ${m.what}`)
if (config.development) {
  console.log("\nMode: development (demo tools on; for real use start with ARENA_MODE=production, see the README)")
  console.log(
    `Development tools: ${sandbox.url}/sandbox/sms-outbox (SMS codes), /sandbox/mail-outbox, POST /sandbox/admin/switches, POST /sandbox/admin/reset`,
  )
  console.log(`  from this machine only, with the header  X-Arena-Dev-Token: ${config.devToken}`)
} else console.log("\nMode: production (no /sandbox/ tools)")
// SIGTERM (a balancer or an orchestrator retiring the instance): stop accepting, finish what is in flight, close the
// database, all within 10 s. A second signal ends at once.
let stopping = false
const stop = async () => {
  if (stopping) process.exit(1)
  stopping = true
  await sandbox.drain(10_000)
  process.exit(0)
}
process.on("SIGINT", () => void stop())
process.on("SIGTERM", () => void stop())

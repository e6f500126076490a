/** Entry of `npm start`'s server: starts the sandbox from the environment and prints where it is. */

import { startSandbox } from "./app.ts"
import { fromEnv } from "./config.ts"
import { demoMembers } from "./seed/members.ts"

const config = fromEnv()
const sandbox = await startSandbox(config)
const db = config.databaseUrl === undefined ? `PGlite in ${config.dataDir}` : "PostgreSQL (DATABASE_URL)"
console.log(`\nArena is running at ${sandbox.url.replace("127.0.0.1", "localhost")}  (database: ${db})\n`)
console.log("Demo accounts:")
for (const m of demoMembers) console.log(`  ${m.account.padEnd(10)} ${m.password.padEnd(10)} ${m.what}`)
if (config.development)
  console.log(
    `\nDevelopment tools: ${sandbox.url}/sandbox/sms-outbox (SMS codes), POST /sandbox/admin/switches, POST /sandbox/admin/reset`,
  )
const stop = async () => {
  await sandbox.close()
  process.exit(0)
}
process.on("SIGINT", () => void stop())
process.on("SIGTERM", () => void stop())

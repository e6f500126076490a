/** Entry of `npm start`'s server: starts the sandbox from the environment and prints where it is. */

import { startSandbox } from "./app.ts"
import { fromEnv } from "./config.ts"
import { accessLine, makeLineLog } from "./http/accessLog.ts"
import type { AccessEntry } from "./http/operations.ts"
import { demoPaymentPassword, withoutPaymentPassword } from "./money/seedFunds.ts"
import { demoMembers } from "./seed/members.ts"

const config = fromEnv()
// One JSON line per request on standard output (ARENA_ACCESS_LOG=0 turns it off), written in batches off the request
// path (http/accessLog.ts).
const lines = process.env.ARENA_ACCESS_LOG === "0" ? undefined : makeLineLog(1)
const accessLog = lines === undefined ? {} : { accessLog: (e: AccessEntry) => lines.line(accessLine(e)) }
const sandbox = await startSandbox(config, accessLog)
const db = config.databaseUrl === undefined ? `PGlite in ${config.dataDir}` : "PostgreSQL (DATABASE_URL)"
// The start-up summary, one entry per line: what a person needs to begin (tests read the "running at" line).
const banner: Array<string> = [
  "",
  `Arena is running at ${sandbox.url.replace("127.0.0.1", "localhost")}  (database: ${db})`,
  "",
  // Production seeds no account (the operator makes them with `npm run admin -- create-agent`); a public demo does.
  ...(config.demoAccounts
    ? [
        "Demo accounts:",
        ...demoMembers.map((m) => `  ${m.account.padEnd(10)} ${m.password.padEnd(10)} ${m.what}`),
        `  Payment password (withdrawals, agent transfers): ${demoPaymentPassword}, except ${withoutPaymentPassword.join(", ")}`,
        "",
      ]
    : ["Accounts: none seeded; create the first with  npm run admin -- create-agent <account>", ""]),
  ...(config.development
    ? [
        "Mode: development (demo tools on; for real use start with ARENA_MODE=production, see the README)",
        `Development tools: ${sandbox.url}/sandbox/sms-outbox (SMS codes), /sandbox/mail-outbox, POST /sandbox/admin/switches, POST /sandbox/admin/reset`,
        `  from this machine only, with the header  X-Arena-Dev-Token: ${config.devToken}`,
      ]
    : ["Mode: production (no /sandbox/ tools)"]),
  `Logs: ${!("accessLog" in accessLog) ? "" : "one JSON line per request on standard output (ARENA_ACCESS_LOG=0: none); "}the server's own lines on standard error, prefixed [sandbox]`,
]
console.log(banner.join("\n"))
// SIGTERM (a balancer or an orchestrator retiring the instance): stop accepting, finish what is in flight, close the
// database, all within 10 s. A second signal ends at once.
let stopping = false
const stop = async () => {
  if (stopping) process.exit(1)
  stopping = true
  await sandbox.drain(10_000)
  await lines?.flush()
  process.exit(0)
}
process.on("SIGINT", () => void stop())
process.on("SIGTERM", () => void stop())

/**
 * `npm run admin -- <command>`: the operator's commands (sandbox/admin.ts says which) on the database the environment
 * names: `DATABASE_URL`, else the PGlite folder `ARENA_DATA_DIR` (PGlite holds one process at a time: stop the server
 * first). The password is read from standard input, never from the arguments:
 *
 *   printf '%s\n' "$PASSWORD" | npm run admin -- create-agent boss01 --type 1 --nickname "Head Office"
 */
import { runAdmin } from "../sandbox/admin.ts"
import { fromEnv } from "../sandbox/config.ts"
import { open } from "../sandbox/db/Database.ts"

const db = await open(fromEnv())
if (process.stdin.isTTY) process.stderr.write("Password (first line of standard input): ")
const code = await runAdmin(process.argv.slice(2), {
  db,
  stdin: process.stdin,
  print: (line) => console.log(line),
}).finally(() => db.close())
process.exit(code)

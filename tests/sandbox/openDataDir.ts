/**
 * Opens each data folder named on the command line with the sandbox's own `openPglite` and prints one JSON line:
 * the error message of each (null when it opened). The data-folder test runs it as an unprivileged user when the
 * tests run as root (as CI does), since root may write any folder.
 */
import { openPglite } from "../../sandbox/db/pglite.ts"

const messages: Array<string | null> = []
for (const dir of process.argv.slice(2)) {
  try {
    await (await openPglite(dir)).close()
    messages.push(null)
  } catch (e) {
    messages.push(e instanceof Error ? e.message : String(e))
  }
}
process.stdout.write(`${JSON.stringify(messages)}\n`)

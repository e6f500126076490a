/**
 * The operator's commands (`npm run admin`, scripts/admin.ts). A production instance seeds no account
 * (docs/security.md), so the first ones are made here:
 *
 *   npm run admin -- create-agent <account> [--type 1|2|41|42] [--nickname NAME] [--email ADDRESS] [--upline ACCOUNT]
 *
 * The password is read from standard input (its first line), never from the arguments: a command line is seen by
 * every user of the machine (`ps`) and kept in shell histories. `printf '%s\n' "$PASSWORD" | npm run admin -- ...`
 * or type it at the prompt. The account must change it at its first login (spec section 9).
 */
import { createInterface } from "node:readline"
import type { Readable } from "node:stream"
import { agentTypes } from "../core/permissions/roles.ts"
import { insertMember } from "./accounts/insertMember.ts"
import { hashPassword, productionCost } from "./auth/passwords.ts"
import type { Database } from "./db/Database.ts"
import { migrate } from "./db/migrate.ts"

/** Shortest password the command accepts (OUR CHOICE, NIST SP 800-63B's floor for a chosen secret is 8; ours is 12). */
export const minPasswordLength = 12

/** Longest password (login.ts looks at no more). */
const maxPasswordLength = 128

const usage =
  "usage: npm run admin -- create-agent <account> [--type 1|2|41|42] [--nickname NAME] [--email ADDRESS] " +
  "[--upline ACCOUNT]   (the password on standard input)"

/** The first line of `stdin`, or undefined when it ends first. */
const firstLine = async (stdin: Readable): Promise<string | undefined> => {
  const lines = createInterface({ input: stdin, crlfDelay: Number.POSITIVE_INFINITY })
  for await (const line of lines) {
    lines.close()
    return line
  }
  return undefined
}

interface AdminIo {
  readonly db: Database
  readonly stdin: Readable
  readonly print: (line: string) => void
}

/** Runs one command; answers the exit code (0: done). */
export const runAdmin = async (argv: ReadonlyArray<string>, io: AdminIo): Promise<number> => {
  const [command, account, ...rest] = argv
  const fail = (message: string) => {
    io.print(message)
    return 1
  }
  if (command !== "create-agent" || account === undefined) return fail(usage)
  const options = new Map<string, string>()
  for (let i = 0; i < rest.length; i += 2) {
    const name = rest[i]!
    if (name === "--password" || name.startsWith("--password="))
      return fail("The password is read from standard input, never from the command line (ps and shell histories).")
    const value = rest[i + 1]
    if (!["--type", "--nickname", "--email", "--upline"].includes(name) || value === undefined) return fail(usage)
    options.set(name, value)
  }
  // The registration rule of usernames (seed/brand.ts): a letter, then letters and digits, 6 to 16 in all.
  if (!/^[a-zA-Z][a-zA-Z0-9]{5,15}$/.test(account))
    return fail("The account must be 6 to 16 letters and digits, starting with a letter.")
  const type = Number(options.get("--type") ?? 1)
  if (!agentTypes.includes(type)) return fail(`--type must be one of ${agentTypes.join(", ")}`)
  const email = options.get("--email")
  if (email !== undefined && !/^[^\s@]{1,64}@[^\s@]{1,190}\.[^\s@]{2,}$/.test(email))
    return fail("--email is not an email address")
  let uplineId: number | undefined
  const upline = options.get("--upline")
  if (upline !== undefined) {
    const [row] = await io.db.query<{ id: unknown }>("select id from members where account = $1 and type = any($2)", [
      upline,
      agentTypes,
    ])
    if (row === undefined) return fail(`--upline: no agent ${upline}`)
    uplineId = Number(row.id)
  }
  const password = await firstLine(io.stdin)
  if (password === undefined || password.length < minPasswordLength || password.length > maxPasswordLength)
    return fail(
      `The password (first line of standard input) must be ${minPasswordLength} to ${maxPasswordLength} characters.`,
    )
  if (password.toLowerCase().includes(account.toLowerCase())) return fail("The password may not contain the account.")
  await migrate(io.db)
  const id = await insertMember(io.db, {
    account,
    // Never below the production cost, whatever this process's own cost is.
    passwordHash: await hashPassword(password, productionCost),
    nickname: options.get("--nickname") ?? account,
    type,
    uplineId,
    email,
    firstTimeLogin: true,
    language: "EN",
    now: Date.now(),
  })
  if (id === undefined) return fail(`The account ${account} is taken.`)
  io.print(`Created agent ${account} (type ${type}); its password must be changed at its first login.`)
  return 0
}

/** The command line of `npm run record` (scripts/record.ts), apart so it can be tested without a browser. */

export const usage =
  "usage: npm run record -- <url> <out.har> [--user <username> --password <password>] [--script <flow.ts>] [--headed]"

export interface RecordArgs {
  readonly url: string
  readonly out: string
  readonly user: string | undefined
  readonly password: string | undefined
  readonly script: string | undefined
  readonly headed: boolean
}

/** The command line, or what is wrong with it. */
export const parseRecordArgs = (args: ReadonlyArray<string>, hasDisplay: boolean): RecordArgs | string => {
  const positional: Array<string> = []
  const named = new Map<string, string>()
  let headed = false
  for (let i = 0; i < args.length; i++) {
    const a = args[i] as string
    if (a === "--headed") headed = true
    else if (a === "--user" || a === "--password" || a === "--script") {
      const value = args[++i]
      if (value === undefined || value.startsWith("--")) return `${a} needs a value`
      named.set(a, value)
    } else if (a.startsWith("--")) return `unknown option ${a}`
    else positional.push(a)
  }
  const [url, out] = positional
  if (url === undefined || out === undefined || positional.length > 2) return "a URL and an output file are needed"
  if (!/^https?:\/\//.test(url)) return `not an http(s) URL: ${url}`
  const user = named.get("--user")
  const password = named.get("--password")
  if ((user === undefined) !== (password === undefined)) return "--user and --password go together"
  const script = named.get("--script")
  return {
    url,
    out,
    user,
    password,
    script,
    headed: headed || (hasDisplay && script === undefined && user === undefined),
  }
}

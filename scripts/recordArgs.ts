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

/** What the recorder needs of a raw HAR entry to tell whether its answer arrived. */
interface RawEntry {
  readonly response: { readonly status: number; readonly content?: { readonly size?: number } }
}

/**
 * The entries of a raw recording whose answer arrived whole. A call still in flight when the recording ends (a poll,
 * the balance after a login) is written by Chromium with status -1, or with the answer's size -1 when its body had
 * not finished: replayed, it would be an answer with no body, which the contract rightly refuses. The recording is
 * what the page saw, and the page saw no answer to those.
 */
export const answeredEntries = <E extends RawEntry>(
  entries: ReadonlyArray<E>,
): { readonly kept: ReadonlyArray<E>; readonly cutOff: number } => {
  const kept = entries.filter((e) => e.response.status > 0 && (e.response.content?.size ?? 0) >= 0)
  return { kept, cutOff: entries.length - kept.length }
}

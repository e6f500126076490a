/**
 * What is wrong with a recording before the portal replays it (dev replay, "the dev replay shows an error page for a
 * bad HAR"): a file that is not a HAR (not JSON, no `log.entries`) cannot be replayed at all; a file cut short is
 * replayed up to its last complete entry, and says so; malformed entries and answers the contract refuses are listed
 * as the CLI prints them (`#N endpoint @ path: message (got ...)`), so the developer sees which exchange and which
 * field before the portal shows a half-working page. Pure (the page itself is drawn by browserReplay.ts).
 */
import { rejectionLine } from "./formatReplay.ts"
import { parseHarText } from "./Har.ts"
import { replayHar } from "./replay.ts"

/** A recording's problems: `unreadable` when it cannot be replayed at all; otherwise lines to show (maybe none). */
export interface ReplayProblems {
  readonly unreadable: string | undefined
  /** One line per malformed entry, refused answer, or the cut of a truncated file. */
  readonly lines: ReadonlyArray<string>
  /** The parsed recording, when readable (salvaged up to the cut of a truncated file). */
  readonly input: unknown
}

/** Checks a recording's text as the replay would read it. */
export const replayProblems = (text: string): ReplayProblems => {
  const parsed = parseHarText(text)
  if (!parsed.ok) return { unreadable: parsed.message, lines: [], input: undefined }
  const report = replayHar(parsed.input, { changes: false })
  const fileError = report.errors.find((e) => e.index === 0)
  if (fileError !== undefined) return { unreadable: fileError.message, lines: [], input: undefined }
  const entryErrors = report.errors.map((e) => `#${e.index} ${e.call === "" ? "" : `${e.call} `}ERROR: ${e.message}`)
  return {
    unreadable: undefined,
    lines: [
      ...(parsed.truncated === undefined
        ? []
        : [
            `the file is cut short at character ${parsed.truncated.at}: replaying its ${parsed.truncated.entries} complete entries`,
          ]),
      ...entryErrors,
      ...report.rejected.map(rejectionLine),
    ],
    input: parsed.input,
  }
}

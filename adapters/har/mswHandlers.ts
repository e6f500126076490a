/**
 * msw handlers from a HAR fixture, so a UI or integration test runs against a recorded session (DESIGN.md,
 * adapters/har). Built with `@msw/source`'s `fromTraffic` (msw 2.x), through a mapping that makes a fixture
 * replayable anywhere:
 * - bodies are decoded to text and their encodings dropped (`Content-Encoding`, `Content-Length`, base64), since
 *   `fromTraffic` would serve the still-encoded bytes;
 * - timings are zero, so no handler waits;
 * - each handler matches the method and path on any origin (`*\/path`), ignoring the query: a fixture's query holds
 *   `[removed]` markers where the live call holds a token, and repeated calls of one path are answered in the
 *   recorded order (`fromTraffic` makes all but the last `once`), the last answer then staying.
 * Test tooling only: not part of the `@arena-portal/sdk/adapters` build (msw is a development dependency).
 */
import { fromTraffic } from "@msw/source/traffic"
import type { HttpHandler } from "msw"
import { bodyText, type Inflate } from "./bodyText.ts"
import type { Har } from "./Har.ts"

/** How handlers are built. */
export interface HandlerOptions {
  /** Match only this origin (e.g. `http://localhost:3000`); any origin by default. */
  readonly origin?: string
  /** Undoes gzip/br/deflate of fixtures that keep compressed bodies. */
  readonly inflate?: Inflate
}

/** Headers that no longer fit a decoded body. */
const encodingHeaders = new Set(["content-encoding", "content-length", "transfer-encoding"])

type HarFormat = Parameters<typeof fromTraffic>[0]
type HarFormatEntry = HarFormat["log"]["entries"][number]

/** The entry as the handlers need it: decoded body, no encodings, no wait, any origin and query. */
export const replayableEntry = (entry: HarFormatEntry, options: HandlerOptions = {}): HarFormatEntry => {
  let path: string
  try {
    path = new URL(entry.request.url, "http://replay.invalid").pathname
  } catch {
    return entry
  }
  const { queryString: _query, ...request } = entry.request
  const text = bodyText(entry.response.content, entry.response.headers, options.inflate) ?? ""
  const { encoding: _encoding, ...content } = entry.response.content
  return {
    ...entry,
    time: 0,
    request: { ...request, url: `${options.origin ?? "*"}${path}` } as HarFormatEntry["request"],
    response: {
      ...entry.response,
      headers: entry.response.headers.filter((h) => !encodingHeaders.has(h.name.toLowerCase())),
      content: { ...content, text, size: text.length },
    },
  }
}

/** msw handlers answering as the recorded session did. */
export const handlersFromHar = (har: Har, options: HandlerOptions = {}): Array<HttpHandler> =>
  fromTraffic(har as unknown as HarFormat, (entry) => replayableEntry(entry, options))

/**
 * A recorded session made up from the contract, for the replay benchmark until real fixtures exist: for every
 * declared endpoint one exchange with the smallest answer its schema accepts (tried from a few candidates through
 * `decodeAnswer`), or a refusal when none is accepted; then the failures a session meets (401, 504, a dropped link).
 */
import * as Result from "effect/Result"
import { type Har, type HarEntry, zeroTimings } from "../../adapters/har/Har.ts"
import { endpoints } from "../../core/contract/Api.ts"
import { decodeAnswer } from "../../core/contract/decode.ts"

const candidates: ReadonlyArray<unknown> = [
  { maintenance: false, regionRestriction: false, location: { ip: "203.0.113.7" } },
  {},
  [],
  "",
  0,
  null,
  true,
]

const exchange = (i: number, method: string, path: string, status: number, body: unknown): HarEntry => ({
  startedDateTime: new Date(Date.UTC(2026, 2, 1, 0, 0, i)).toISOString(),
  time: 0,
  request: {
    method,
    url: `https://portal.example.test${path}${method === "GET" ? "?" : ""}`,
    httpVersion: "HTTP/1.1",
    cookies: [],
    headers: [{ name: "X-Gateway-Version", value: "3" }],
    queryString: [],
    headersSize: -1,
    bodySize: -1,
  },
  response: {
    status,
    statusText: "",
    httpVersion: "HTTP/1.1",
    cookies: [],
    headers: [{ name: "content-type", value: "application/json" }],
    content: { size: 0, mimeType: "application/json", text: status === 0 ? "" : JSON.stringify(body) },
    redirectURL: "",
    headersSize: -1,
    bodySize: -1,
  },
  cache: {},
  timings: zeroTimings,
})

/** A synthetic session over every endpoint of the contract, `rounds` times over. */
export const syntheticHar = (rounds = 1): Har => {
  const entries: Array<HarEntry> = []
  for (let r = 0; r < rounds; r++) {
    for (const e of endpoints) {
      const i = entries.length
      const value = candidates.find((c) => {
        const body = e.enveloped ? { success: true, value: c } : c
        return Result.isSuccess(decodeAnswer(e, 200, body))
      })
      if (value === undefined) {
        entries.push(
          exchange(i, e.method, e.path, 400, { success: false, errorCode: "request_param_err", message: "x" }),
        )
      } else entries.push(exchange(i, e.method, e.path, 200, e.enveloped ? { success: true, value } : value))
    }
    const first = endpoints[0]
    if (first !== undefined) {
      entries.push(exchange(entries.length, first.method, first.path, 504, "<html>Gateway Timeout</html>"))
      entries.push(exchange(entries.length, first.method, first.path, 0, ""))
      entries.push(
        exchange(entries.length, first.method, first.path, 401, {
          success: false,
          errorCode: "login.not.session",
          message: "Please log in",
        }),
      )
    }
  }
  return { log: { version: "1.2", creator: { name: "arena synthetic", version: "1" }, entries } }
}

/**
 * Test support for the HAR import's tests: one DevTools HAR entry of a platform call, a GET when there is no request
 * body, else a POST of it as JSON, answered 200 with `answer` in the success envelope. The import's secret and
 * pseudonym tests plant their values in such entries. Kept out of the library build (tsconfig.lib.json).
 */

/** A DevTools HAR entry of a call to `url` answered with `answer`. */
export const harEntry = (
  url: string,
  request: unknown,
  answer: unknown,
  options: {
    readonly startedDateTime?: string
    readonly headers?: ReadonlyArray<{ readonly name: string; readonly value: string }>
  } = {},
) => ({
  startedDateTime: options.startedDateTime ?? "2026-03-01T10:00:00.000Z",
  request: {
    method: request === undefined ? "GET" : "POST",
    url,
    headers: options.headers ?? [],
    ...(request === undefined ? {} : { postData: { mimeType: "application/json", text: JSON.stringify(request) } }),
  },
  response: {
    status: 200,
    content: { mimeType: "application/json", text: JSON.stringify({ success: true, value: answer }) },
  },
})

/** The deposit request's address, the money call these tests plant secrets in. */
export const depositUrl = "https://portal.example.test/wps/relay/MCSFE_submitDepositRequest"

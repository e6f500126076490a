import { gunzipSync, gzipSync } from "node:zlib"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import { setupServer } from "msw/node"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Api } from "../../core/contract/Api.ts"
import { memory as memoryEncryptor } from "../../core/ports/Encryptor.ts"
import { makeMemory } from "../../core/ports/KeyValue.ts"
import { make } from "../http/PlatformClient.ts"
import type { Har, HarEntry } from "./Har.ts"
import { zeroTimings } from "./Har.ts"
import { handlersFromHar } from "./mswHandlers.ts"

const entry = (
  method: string,
  url: string,
  status: number,
  text: string,
  extra: { encoding?: string; headers?: Array<{ name: string; value: string }> } = {},
): HarEntry => ({
  startedDateTime: "2026-03-01T00:00:00.000Z",
  // An hour recorded per exchange: a handler that waited it would never answer within the test's timeout.
  time: 3_600_000,
  request: {
    method,
    url,
    httpVersion: "HTTP/1.1",
    cookies: [],
    headers: [],
    queryString: [{ name: "token", value: "[removed]" }],
    headersSize: -1,
    bodySize: -1,
  },
  response: {
    status,
    statusText: "",
    httpVersion: "HTTP/1.1",
    cookies: [],
    headers: [{ name: "content-type", value: "application/json" }, ...(extra.headers ?? [])],
    content: {
      size: text.length,
      mimeType: "application/json",
      text,
      ...(extra.encoding ? { encoding: extra.encoding } : {}),
    },
    redirectURL: "",
    headersSize: -1,
    bodySize: -1,
  },
  cache: {},
  timings: { ...zeroTimings, wait: 3_600_000 },
})

const fixture: Har = {
  log: {
    version: "1.2",
    creator: { name: "test", version: "1" },
    entries: [
      entry(
        "GET",
        "https://recorded.example/wps/system/status?url=recorded.example&token=[removed]",
        200,
        gzipSync(JSON.stringify({ success: true, value: { maintenance: true } })).toString("base64"),
        { encoding: "base64", headers: [{ name: "Content-Encoding", value: "gzip" }] },
      ),
      entry("GET", "https://recorded.example/wps/system/status?", 200, JSON.stringify({ success: true, value: {} })),
      entry(
        "GET",
        "https://recorded.example/wps/member/info?",
        401,
        JSON.stringify({ success: false, errorCode: "login.not.session", message: "Log in" }),
      ),
    ],
  },
}

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: "error" }))
afterAll(() => server.close())

describe("handlersFromHar", () => {
  it("answers a live client with the recorded session, in order, on another origin and query", async () => {
    server.resetHandlers(...handlersFromHar(fixture, { inflate: (bytes) => gunzipSync(bytes) }))
    const client = make({
      baseUrl: "http://localhost:5173",
      merchantCode: "m",
      session: makeMemory(),
      local: makeMemory(),
      encryptor: memoryEncryptor,
    })
    expect(await Effect.runPromise(client.call(Api.status, { url: "localhost" }))).toEqual({ maintenance: true })
    expect(await Effect.runPromise(client.call(Api.status, {}))).toEqual({})
    expect(await Effect.runPromise(client.call(Api.status, {}))).toEqual({})
    const info = await Effect.runPromiseExit(client.call(Api.memberInfo, {}))
    expect(Exit.isFailure(info) && info.cause.reasons[0]).toMatchObject({ error: { _tag: "SessionEnded" } })
  })
})

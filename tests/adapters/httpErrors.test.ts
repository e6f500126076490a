/**
 * The error catalogue of spec section 8 over real HTTP (node:http on loopback): a closed port, a server that never
 * answers, gateway statuses, an expired session and a page that is not the platform's envelope, each becoming its
 * typed error, and GET retries counted on the server's side.
 */
import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { parts } from "../../adapters/node/runtime.ts"
import { Api } from "../../core/contract/Api.ts"
import * as Store from "../../core/store/Store.ts"

let server: Server
let base = ""
const hits = new Map<string, number>()

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://x").pathname
    hits.set(path, (hits.get(path) ?? 0) + 1)
    switch (path) {
      case "/wps/system/status":
        res.writeHead(504, { "Content-Type": "text/html" }).end("<html>Gateway Time-out</html>")
        return
      case "/wps/system/whitelabel":
        return // never answers
      case "/wps/member/info":
        res
          .writeHead(401, { "Content-Type": "application/json" })
          .end(JSON.stringify({ success: false, errorCode: "login.not.session", message: "Please log in again" }))
        return
      case "/wps/system/setting/register":
        res.writeHead(200, { "Content-Type": "text/html" }).end("<!doctype html><title>portal</title>")
        return
      default:
        res.writeHead(404).end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    }),
)

const client = (baseUrl: string) =>
  parts(Store.make(), { baseUrl, brand: { merchantCode: "arena" }, timeoutMs: 300, retryDelaysMs: [10, 10] }).platform

const failure = async (effect: Effect.Effect<unknown, unknown>) => {
  const exit = await Effect.runPromiseExit(effect)
  return Exit.isFailure(exit) ? exit.cause.reasons.map((r) => (r._tag === "Fail" ? r.error : r))[0] : undefined
}

describe("platform errors over real HTTP", () => {
  it("a 504 is NetworkFailed (slow), after two retries", async () => {
    expect(await failure(client(base).call(Api.status, {}))).toMatchObject({
      _tag: "NetworkFailed",
      reason: "slow",
      endpoint: "status",
    })
    expect(hits.get("/wps/system/status")).toBe(3)
  })
  it("no answer within the client's timeout is NetworkFailed (slow), not retried", async () => {
    expect(await failure(client(base).call(Api.whitelabel, {}))).toMatchObject({
      _tag: "NetworkFailed",
      reason: "slow",
    })
    expect(hits.get("/wps/system/whitelabel")).toBe(1)
  })
  it("a 401 is SessionEnded with the platform's code and message", async () => {
    expect(await failure(client(base).call(Api.memberInfo, {}))).toMatchObject({
      _tag: "SessionEnded",
      errorCode: "login.not.session",
      message: "Please log in again",
    })
  })
  it("a page that is not the platform's envelope is ApiResponseRejected", async () => {
    expect(await failure(client(base).call(Api.registerRules, {}))).toMatchObject({
      _tag: "ApiResponseRejected",
      endpoint: "registerRules",
      path: "success",
    })
  })
  it("a closed port is NetworkFailed (abnormal)", async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise<void>((resolve) => closed.close(() => resolve()))
    expect(await failure(client(`http://127.0.0.1:${port}`).call(Api.logout, {}))).toMatchObject({
      _tag: "NetworkFailed",
      reason: "abnormal",
      endpoint: "logout",
    })
  })
})

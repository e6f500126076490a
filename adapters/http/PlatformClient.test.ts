import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { Api, type DeclaredEndpoint } from "../../core/contract/Api.ts"
import { endpoint } from "../../core/contract/Endpoint.ts"
import type { LocalKey, SessionKey } from "../../core/model/StorageKeys.ts"
import { memory as memoryEncryptor } from "../../core/ports/Encryptor.ts"
import { makeMemory } from "../../core/ports/KeyValue.ts"
import type { CallOptions } from "../../core/ports/Platform.ts"
import { type ClientConfig, make } from "./PlatformClient.ts"

interface Seen {
  readonly url: string
  readonly method: string
  readonly headers: Record<string, string>
  readonly body: string | undefined
}

type Reply = { status: number; body: unknown } | "network" | "hang"

/** A fake fetch answering from a script, recording what it was sent. */
const fakeFetch = (replies: ReadonlyArray<Reply>) => {
  const seen: Array<Seen> = []
  let i = 0
  const fetch = (url: string, init?: RequestInit): Promise<Response> => {
    seen.push({
      url,
      method: init?.method ?? "GET",
      headers: { ...(init?.headers as Record<string, string>) },
      body: init?.body as string | undefined,
    })
    const reply = replies[Math.min(i++, replies.length - 1)] ?? "network"
    if (reply === "network") return Promise.reject(new TypeError("fetch failed"))
    if (reply === "hang") {
      return new Promise((_, reject) => init?.signal?.addEventListener("abort", () => reject(new Error("aborted"))))
    }
    const text = typeof reply.body === "string" ? reply.body : JSON.stringify(reply.body)
    return Promise.resolve(new Response(text, { status: reply.status }))
  }
  return { fetch, seen }
}

const setup = (replies: ReadonlyArray<Reply>, overrides: Partial<ClientConfig> = {}) => {
  const session = new Map<SessionKey, string>()
  const local = new Map<LocalKey, string>()
  const server = fakeFetch(replies)
  const client = make({
    baseUrl: "https://portal.example.test",
    merchantCode: "wic11f3",
    defaultLanguage: "en",
    session: makeMemory(session),
    local: makeMemory(local),
    encryptor: memoryEncryptor,
    fetch: server.fetch,
    retryDelaysMs: [0, 0],
    ...overrides,
  })
  const run = <E extends DeclaredEndpoint>(e: E, request: E["request"]["Type"], options?: CallOptions) =>
    Effect.runPromiseExit(client.call(e, request, options))
  return { session, local, server, run }
}

const errorOf = (exit: Exit.Exit<unknown, unknown>) =>
  Exit.isFailure(exit) ? exit.cause.reasons.map((r) => (r._tag === "Fail" ? r.error : r)).at(0) : undefined

const ok = (value: unknown) => ({ status: 200, body: { success: true, value } })

// A money call of its own shape, under a declared call's name (failures carry only declared names).
const moneyCall = endpoint({
  name: "walletTransfer",
  method: "POST",
  path: "/wps/relay/TEST_transfer",
  movesMoney: true,
  request: Schema.Struct({ amount: Schema.Number }),
  response: Schema.Unknown,
  answered: "TestTransferred",
})

describe("the platform client: requests", () => {
  it("sends GET fields in the query string with the platform's headers, no token when none is stored", async () => {
    const { server, run } = setup([ok({ maintenance: false })])
    const exit = await run(Api.status, { url: "portal.example.test" })
    expect(exit).toEqual(Exit.succeed({ maintenance: false }))
    expect(server.seen[0]).toMatchObject({
      url: "https://portal.example.test/wps/system/status?url=portal.example.test",
      method: "GET",
      body: undefined,
    })
    expect(server.seen[0]?.headers).toMatchObject({
      "X-Gateway-Version": "3",
      Merchant: "wic11f3",
      Device: "web",
      Language: "EN",
    })
    expect(server.seen[0]?.headers).not.toHaveProperty("Authorization")
  })

  it("keeps the `?` with no fields, and takes token, merchant and language from storage", async () => {
    const { server, session, local, run } = setup([ok([])])
    session.set("token", "raw-token-1")
    session.set("merchantCode", "go44bdtf5")
    local.set("hisLang", "VI")
    await run(Api.whitelabel, {})
    expect(server.seen[0]?.url).toBe("https://portal.example.test/wps/system/whitelabel?")
    expect(server.seen[0]?.headers).toMatchObject({
      Authorization: "raw-token-1",
      Merchant: "go44bdtf5",
      Language: "VI",
    })
  })

  it("posts the form carrier urlencoded and DELETE as JSON", async () => {
    const { server, run } = setup([ok(null), ok(null)])
    await run(Api.forgotPasswordByEmail, { username: "ana", email: "a@b.test" })
    expect(server.seen[0]).toMatchObject({ method: "POST", body: "username=ana&email=a%40b.test" })
    expect(server.seen[0]?.headers["Content-Type"]).toMatch(/^application\/x-www-form-urlencoded/)
    await run(Api.logout, {})
    expect(server.seen[1]).toMatchObject({ method: "DELETE", body: "{}" })
    expect(server.seen[1]?.headers["Content-Type"]).toMatch(/^application\/json/)
  })

  it("seals encrypted bodies with the Encryptor: header and { value }", async () => {
    const { server, run } = setup([ok({ token: "t" })])
    await run(Api.login, { username: "ana", password: "secret-pw", type: "username" })
    const sent = server.seen[0]
    expect(sent?.headers.Encryption).toBe("memory")
    const value = JSON.parse(sent?.body ?? "{}").value
    expect(JSON.parse(decodeURIComponent(escape(atob(value))))).toEqual({
      username: "ana",
      password: "secret-pw",
      type: "username",
    })
    expect(sent?.body).not.toContain("secret-pw")
  })

  it("maps a failing key fetch of the Encryptor to NetworkFailed (abnormal)", async () => {
    const { run } = setup([ok({})], {
      encryptor: { ...memoryEncryptor, encrypt: () => Effect.die(new Error("NO RSA KEY")) },
    })
    const exit = await run(Api.login, { username: "ana", password: "pw", type: "username" })
    expect(errorOf(exit)).toMatchObject({ _tag: "NetworkFailed", reason: "abnormal", endpoint: "login" })
  })

  it("sends the idempotency key of a money call, and refuses one without it", async () => {
    const { server, run } = setup([ok(1)])
    await run(moneyCall, { amount: 5 }, { idempotencyKey: "key-00000001" })
    expect(server.seen[0]?.headers["Idempotency-Key"]).toBe("key-00000001")
    const refused = await run(moneyCall, { amount: 5 })
    expect(Exit.isFailure(refused) && refused.cause.reasons[0]?._tag).toBe("Die")
    expect(server.seen).toHaveLength(1)
  })
})

describe("the platform client: errors", () => {
  it("maps 401 and session-invalid codes to SessionEnded", async () => {
    const { run } = setup([
      { status: 401, body: { success: false, errorCode: "login.not.session", message: "Please log in" } },
      { status: 400, body: { success: false, errorCode: "token_ip_different", message: "IP changed" } },
    ])
    expect(errorOf(await run(Api.memberInfo, {}))).toMatchObject({
      _tag: "SessionEnded",
      errorCode: "login.not.session",
      message: "Please log in",
    })
    expect(errorOf(await run(Api.logout, {}))).toMatchObject({
      _tag: "SessionEnded",
      errorCode: "token_ip_different",
    })
  })

  it("maps 504 and the client's timeout to NetworkFailed (slow)", async () => {
    const a = setup([{ status: 504, body: "<html>Gateway Timeout</html>" }], { retryDelaysMs: [] })
    expect(errorOf(await a.run(Api.status, {}))).toMatchObject({
      _tag: "NetworkFailed",
      reason: "slow",
      endpoint: "status",
    })
    const b = setup(["hang"], { timeoutMs: 20 })
    expect(errorOf(await b.run(Api.status, {}))).toMatchObject({
      _tag: "NetworkFailed",
      reason: "slow",
      endpoint: "status",
    })
    expect(b.server.seen).toHaveLength(1)
  })

  it("maps a dropped link to NetworkFailed (abnormal)", async () => {
    const { run } = setup(["network"])
    expect(errorOf(await run(Api.logout, {}))).toMatchObject({
      _tag: "NetworkFailed",
      reason: "abnormal",
      endpoint: "logout",
    })
  })

  it("maps an answer off the contract to ApiResponseRejected with the path of the field", async () => {
    const { run } = setup([ok({ maintenance: "yes" }), { status: 200, body: "<html>portal</html>" }])
    expect(errorOf(await run(Api.status, {}))).toMatchObject({
      _tag: "ApiResponseRejected",
      endpoint: "status",
      path: "value.maintenance",
    })
    expect(errorOf(await run(Api.status, {}))).toMatchObject({ _tag: "ApiResponseRejected", path: "success" })
  })

  it("maps a refusal to CallFailed with its code, message and captcha flag", async () => {
    const { run } = setup([
      { status: 400, body: { success: false, errorCode: "login.fail", message: "Wrong", value: { captcha: true } } },
    ])
    expect(errorOf(await run(Api.login, { username: "a", password: "b", type: "username" }))).toMatchObject({
      _tag: "CallFailed",
      status: 400,
      errorCode: "login.fail",
      message: "Wrong",
      captcha: true,
    })
  })
})

describe("the platform client: retries", () => {
  it("retries a GET twice on a dropped link or 502/503/504, then answers", async () => {
    const { server, run } = setup(["network", { status: 503, body: "" }, ok({ maintenance: true })])
    expect(await run(Api.status, {})).toEqual(Exit.succeed({ maintenance: true }))
    expect(server.seen).toHaveLength(3)
  })
  it("gives up after two retries", async () => {
    const { server, run } = setup([{ status: 502, body: "" }])
    expect(errorOf(await run(Api.status, {}))).toMatchObject({ _tag: "CallFailed", status: 502 })
    expect(server.seen).toHaveLength(3)
  })
  it("does not retry a GET refused for another reason", async () => {
    const { server, run } = setup([{ status: 500, body: { success: false, errorCode: "system.busy", message: "" } }])
    await run(Api.status, {})
    expect(server.seen).toHaveLength(1)
  })
  it("never retries a write, encrypted or not", async () => {
    const { server, run } = setup(["network", ok({})])
    await run(Api.logout, {})
    await run(Api.login, { username: "a", password: "b", type: "username" })
    expect(server.seen.map((s) => s.url)).toEqual([
      "https://portal.example.test/wps/session/logout",
      "https://portal.example.test/wps/session/login",
    ])
  })
  it("retries a money call only with the same idempotency key", async () => {
    const { server, run } = setup(["network", { status: 504, body: "" }, ok(7)])
    expect(await run(moneyCall, { amount: 7 }, { idempotencyKey: "same-key-123" })).toEqual(Exit.succeed(7))
    expect(server.seen.map((s) => s.headers["Idempotency-Key"])).toEqual([
      "same-key-123",
      "same-key-123",
      "same-key-123",
    ])
  })
})

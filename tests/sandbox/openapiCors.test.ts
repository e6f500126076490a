/**
 * The sandbox serves the contract as OpenAPI 3.1 at /openapi.json (every call of core/contract, with its schemas),
 * and lets the origins in ARENA_CORS_ORIGINS call the API from a browser: their preflights are answered, their
 * calls carry Access-Control-Allow-Origin; any other origin gets no CORS header.
 */
import { describe, expect, it } from "vitest"
import { Api } from "../../core/contract/Api.ts"
import { openApiDocument } from "../../core/contract/openApi.ts"
import { devHeaders, fileSandbox } from "./harness.ts"

const sandbox = fileSandbox({ ARENA_CORS_ORIGINS: "http://shell.test, http://other.test/" })

describe("/openapi.json", () => {
  it("serves the contract's generated document (core/contract/openApi.test.ts checks its schemas and headers)", async () => {
    const res = await fetch(`${sandbox.url}/openapi.json`)
    expect(res.status).toBe(200)
    const doc = (await res.json()) as {
      openapi: string
      paths: Record<string, Record<string, { operationId: string; responses: Record<string, unknown> }>>
    }
    expect(doc.openapi).toBe("3.1.0")
    expect(doc).toEqual(JSON.parse(JSON.stringify(openApiDocument())))
    const operations = Object.values(doc.paths).flatMap((item) => Object.values(item).map((o) => o.operationId))
    expect(operations.sort()).toEqual(
      Object.values(Api)
        .map((e) => e.name)
        .sort(),
    )
    const login = doc.paths["/wps/session/login"]?.post as unknown as Record<string, unknown>
    expect(login["x-plain-body"]).toMatchObject({ type: "object" })
    expect(JSON.stringify(doc.paths["/wps/member/info"])).toContain('"account"')
  })
})

describe("the sandbox's answers", () => {
  it("pass /openapi.json under the check the suites run with, the white-label tree and the status among them", async () => {
    const headers = { "X-Gateway-Version": "3", Merchant: "arena", Device: "web", Language: "EN" }
    for (const call of ["/wps/system/status?url=localhost", "/wps/system/whitelabel", "/wps/system/helpCenter"])
      expect((await fetch(`${sandbox.url}${call}`, { headers })).status).toBeLessThan(500)
    const res = await fetch(`${sandbox.url}/sandbox/answer-check`, { headers: devHeaders })
    const { value } = (await res.json()) as { value: { on: boolean; checked: number; mismatches: Array<unknown> } }
    expect(value.on).toBe(true)
    expect(value.checked).toBeGreaterThanOrEqual(3)
    expect(value.mismatches).toEqual([])
  })
})

describe("ARENA_CORS_ORIGINS", () => {
  it("answers a listed origin's preflight and marks its calls; ignores other origins", async () => {
    const preflight = await fetch(`${sandbox.url}/wps/member/info`, {
      method: "OPTIONS",
      headers: { Origin: "http://shell.test", "Access-Control-Request-Method": "GET" },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get("access-control-allow-origin")).toBe("http://shell.test")
    expect(preflight.headers.get("access-control-allow-headers")).toContain("Merchant")
    // The RSA key is fetched with `Cache-Control: no-cache` (adapters/crypto/Encryptor.ts) before an encrypted login.
    expect(preflight.headers.get("access-control-allow-headers")).toContain("Cache-Control")
    const call = await fetch(`${sandbox.url}/wps/system/status?url=shell.test`, {
      headers: { Origin: "http://other.test", "X-Gateway-Version": "3", Merchant: "arena", Device: "web" },
    })
    expect(call.headers.get("access-control-allow-origin")).toBe("http://other.test")
    const stranger = await fetch(`${sandbox.url}/wps/system/status?url=shell.test`, {
      headers: { Origin: "http://evil.test", "X-Gateway-Version": "3", Merchant: "arena", Device: "web" },
    })
    expect(stranger.headers.get("access-control-allow-origin")).toBeNull()
    const tools = await fetch(`${sandbox.url}/sandbox/clock`, {
      method: "OPTIONS",
      headers: { Origin: "http://shell.test", "Access-Control-Request-Method": "POST" },
    })
    expect(tools.headers.get("access-control-allow-origin")).toBeNull()
  })
})

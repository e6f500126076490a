/**
 * The development tools under /sandbox/ (outboxes, switches, reset, delays) answer only the developer: a request from
 * this machine with the start's `X-Arena-Dev-Token` and no foreign `Origin`. A page of another site cannot reach them
 * (its custom header needs a preflight, which is refused; a `no-cors` POST carries no token), nor can another machine
 * or a request without the token; in production mode they do not exist. Runs on PGlite, and on PostgreSQL when
 * ARENA_TEST_PG is set.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { devHeaders, devToken, fileSandbox, startTestSandbox, type TestSandbox } from "./harness.ts"

const sandbox = fileSandbox()

const call = (path: string, init: RequestInit = {}) => fetch(`${sandbox.url}${path}`, init)
const members = async () =>
  Number((await sandbox.services.db.query<{ n: string }>("select count(*) as n from members"))[0]?.n)

describe("the development tools", () => {
  it("answer a loopback request that carries the token", async () => {
    const res = await call("/sandbox/sms-outbox", { headers: devHeaders })
    expect(res.status).toBe(200)
    expect(((await res.json()) as { success: boolean }).success).toBe(true)
  })

  it("refuse a request without the token, or with another one", async () => {
    for (const headers of [{}, { "X-Arena-Dev-Token": `${devToken}x` }, { "X-Arena-Dev-Token": "" }]) {
      for (const path of ["/sandbox/sms-outbox", "/sandbox/mail-outbox"]) {
        const res = await call(path, { headers })
        expect(res.status, path).toBe(403)
        expect(((await res.json()) as { errorCode: string }).errorCode).toBe("dev_tools_refused")
      }
    }
  })

  it("guard every path of the prefix, tools added by the areas too", async () => {
    for (const path of ["/sandbox/admin/withdrawal-delay", "/sandbox/admin/wallet-mode", "/sandbox/admin/clock"]) {
      const res = await call(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" })
      expect(res.status, path).toBe(403)
    }
  })

  it("cannot be wiped from another site's page: a no-cors POST is refused and nothing is reset", async () => {
    await sandbox.services.db.query("insert into members (account, password_hash) values ('planted01', 'x')")
    const before = await members()
    const res = await call("/sandbox/admin/reset", {
      method: "POST",
      headers: { Origin: "http://evil.example", "Content-Type": "text/plain", "Sec-Fetch-Site": "cross-site" },
      body: "{}",
    })
    expect(res.status).toBe(403)
    expect(await members()).toBe(before)
  })

  it("refuse a foreign Origin even with the token, and refuse the preflight", async () => {
    const foreign = await call("/sandbox/sms-outbox", { headers: { ...devHeaders, Origin: "http://evil.example" } })
    expect(foreign.status).toBe(403)
    const preflight = await call("/sandbox/admin/reset", {
      method: "OPTIONS",
      headers: {
        Origin: "http://evil.example",
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "x-arena-dev-token",
      },
    })
    expect(preflight.status).toBe(403)
    expect(preflight.headers.get("access-control-allow-origin")).toBeNull()
    expect(preflight.headers.get("access-control-allow-headers")).toBeNull()
    const sameOrigin = await call("/sandbox/sms-outbox", {
      headers: { ...devHeaders, Origin: sandbox.url.replace("localhost", "127.0.0.1") },
    })
    expect(sameOrigin.status).toBe(200)
  })

  it("refuse a request forwarded for another machine", async () => {
    const res = await call("/sandbox/sms-outbox", { headers: { ...devHeaders, "X-Forwarded-For": "203.0.113.9" } })
    expect(res.status).toBe(403)
  })
})

describe("in production mode", () => {
  let production: TestSandbox
  beforeAll(async () => {
    production = await startTestSandbox({ ARENA_MODE: "production" })
  }, 60_000)
  afterAll(() => production?.stop())

  it("the tools do not exist, token or not", async () => {
    for (const path of ["/sandbox/sms-outbox", "/sandbox/mail-outbox", "/sandbox/admin/reset"]) {
      const res = await fetch(`${production.url}${path}`, {
        method: path.includes("admin") ? "POST" : "GET",
        headers: devHeaders,
      })
      expect(res.status, path).toBe(404)
    }
  })
})

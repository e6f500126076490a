/**
 * What a load balancer needs from an instance: liveness and readiness probes, an id per request that the answer
 * carries, and a drain that finishes the requests in flight while taking no new ones.
 */
import { request } from "node:http"
import { afterAll, describe, expect, it } from "vitest"
import { startTestSandbox } from "./harness.ts"

const sandbox = await startTestSandbox()
let stopped = false
afterAll(async () => {
  if (!stopped) await sandbox.stop()
})

describe("operations", () => {
  it("answers the probes: alive, and ready once migrated", async () => {
    const health = await fetch(`${sandbox.url}/healthz`)
    expect(health.status).toBe(200)
    const ready = await fetch(`${sandbox.url}/readyz`)
    expect(ready.status).toBe(200)
    // The open live streams are counted too (none here; tests/sandbox/live.test.ts opens some).
    expect(await ready.json()).toEqual({ status: "ok", streams: 0 })
  })

  it("gives every answer a request id, keeping a sane one the balancer sent", async () => {
    const mine = await fetch(`${sandbox.url}/wps/system/status`, { headers: { "X-Request-Id": "lb-1234.abcd" } })
    expect(mine.headers.get("x-request-id")).toBe("lb-1234.abcd")
    const odd = await fetch(`${sandbox.url}/healthz`, { headers: { "X-Request-Id": "<script>" } })
    const ids = [odd, await fetch(`${sandbox.url}/healthz`)].map((r) => r.headers.get("x-request-id"))
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/)
    expect(ids[0]).not.toBe(ids[1])
  })

  it("drains: a request in flight finishes, the instance turns unready and takes no new connection", async () => {
    // A request whose body is still coming when the drain starts: the server has its headers, not its body.
    const arrived = new Promise<void>((resolve) => sandbox.server.once("request", () => resolve()))
    const req = request(`${sandbox.url}/wps/session/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Gateway-Version": "3", Merchant: "arena", Device: "web" },
    })
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      req.on("response", (res) => {
        let body = ""
        res.setEncoding("utf8")
        res.on("data", (chunk: string) => {
          body += chunk
        })
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }))
      })
      req.on("error", reject)
    })
    req.write('{"value":')
    await arrived
    const drained = sandbox.services.operations.drain(sandbox.server, 5000)
    req.end('"x"}')
    // The request is answered as it would be without the drain: a sealed login without its Encryption header is
    // refused (400 in the failure envelope), not cut nor failed with a 5xx.
    const { status, body } = await answer
    expect(status).toBe(400)
    expect(JSON.parse(body)).toMatchObject({ success: false, errorCode: "request_body_required" })
    await drained
    await expect(fetch(`${sandbox.url}/healthz`)).rejects.toThrow()
    stopped = true
    await sandbox.stop().catch(() => undefined)
  })
})

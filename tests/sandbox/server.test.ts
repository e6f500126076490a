import { describe, expect, it } from "vitest"
import { client, fileSandbox } from "./harness.ts"

const sandbox = fileSandbox()

describe("sandbox server", () => {
  it("answers the status call in the platform's envelope with the wire shapes", async () => {
    const res = await client(sandbox.url).get("/wps/system/status", { url: "localhost" })
    expect(res.status).toBe(200)
    expect(res.body.success).toBe(true)
    expect(res.body.value.maintenance).toBe(false)
    expect(res.body.value.info.whitelabel[0].enabled).toBe("1")
    expect(res.body.value.location.ip).toMatch(/127\.0\.0\.1/)
  })
  it("sets the security headers and the request's id on every response, whichever path writes it", async () => {
    const paths: ReadonlyArray<readonly [string, RequestInit?]> = [
      ["/wps/system/status"],
      ["/wps/v2/wallets/balance?"],
      ["/no/such/page"],
      ["/"],
      ["/wps/nothing"],
      ["/openapi.json"],
      ["/wps/session/key/rsa"],
      ["/healthz"],
      ["/wps/system/status", { method: "HEAD" }],
      ["/wps/system/status", { headers: { Origin: "https://elsewhere.example" } }],
      ["/wps/system/status", { method: "OPTIONS", headers: { Origin: "https://elsewhere.example" } }],
    ]
    for (const [path, init] of paths) {
      const res = await fetch(`${sandbox.url}${path}`, {
        ...init,
        headers: { ...init?.headers, "X-Request-Id": "lb-7" },
      })
      const csp = res.headers.get("content-security-policy") ?? ""
      expect(csp, path).toContain("object-src 'none'")
      expect(csp, path).toContain("base-uri 'none'")
      expect(csp, path).toContain("frame-ancestors 'self'")
      expect(csp, path).toContain("frame-src")
      expect(res.headers.get("x-content-type-options"), path).toBe("nosniff")
      expect(res.headers.get("referrer-policy"), path).toBe("same-origin")
      expect(res.headers.get("x-frame-options"), path).toBe("SAMEORIGIN")
      expect(res.headers.get("cross-origin-opener-policy"), path).toBe("same-origin-allow-popups")
      expect(res.headers.get("x-request-id"), path).toBe("lb-7")
    }
  })
  it("serves the RSA modulus as hex text", async () => {
    const text = await (await fetch(`${sandbox.url}/wps/session/key/rsa?t=1`)).text()
    expect(text).toMatch(/^[0-9a-f]{255,256}$/)
  })
  it("refuses an unknown platform call with the failure envelope, not a crash", async () => {
    const res = await client(sandbox.url).get("/wps/relay/NOPE_nothing")
    expect(res.status).toBe(404)
    expect(res.body).toMatchObject({ success: false, errorCode: "function.not.available" })
  })
  it("refuses text with a NUL character naming the field, never a 5xx", async () => {
    const res = await client(sandbox.url).get("/wps/system/status", { url: "a\u0000b" })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ success: false, errorCode: "request_param_err" })
    expect(res.body.message).toContain("url")
  })
  it("switches maintenance on and off in development mode", async () => {
    const c = client(sandbox.url)
    await c.request("POST", "/sandbox/admin/switches", { body: { maintenance: true } })
    expect((await c.get("/wps/system/status")).body.value.maintenance).toBe(true)
    await c.request("POST", "/sandbox/admin/switches", { body: { maintenance: false } })
    expect((await c.get("/wps/system/status")).body.value.maintenance).toBe(false)
  })
})

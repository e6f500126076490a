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
  it("sets the security headers on every response", async () => {
    for (const path of ["/wps/system/status", "/no/such/page", "/wps/nothing"]) {
      const res = await fetch(`${sandbox.url}${path}`)
      const csp = res.headers.get("content-security-policy") ?? ""
      expect(csp).toContain("object-src 'none'")
      expect(csp).toContain("base-uri 'none'")
      expect(csp).toContain("frame-ancestors 'self'")
      expect(csp).toContain("frame-src")
      expect(res.headers.get("x-content-type-options")).toBe("nosniff")
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

import { mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { client, fileSandbox } from "./harness.ts"

// A UI folder of the file's own, so the pages' heads are tested whether or not the UI was built.
const uiDir = mkdtempSync(join(tmpdir(), "arena-server-ui-"))
for (const page of ["index.html", "app.html"]) writeFileSync(join(uiDir, page), "<!doctype html><title>Arena</title>")
const sandbox = fileSandbox({ ARENA_UI_DIR: uiDir })

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
    // A page (and any answer that is not the platform's JSON) gets the page's policy; a JSON answer of the platform
    // gets the policy of data: nothing may load, frame or be based on it, and it is never sniffed as something else.
    const pages: ReadonlyArray<readonly [string, RequestInit?]> = [
      ["/"],
      ["/no/such/page"],
      ["/openapi.json"],
      ["/wps/session/key/rsa"],
      ["/healthz"],
    ]
    const answers: ReadonlyArray<readonly [string, RequestInit?]> = [
      ["/wps/system/status"],
      ["/wps/v2/wallets/balance?"],
      ["/wps/nothing"],
      ["/wps/system/status", { method: "HEAD" }],
      ["/wps/system/status", { headers: { Origin: "https://elsewhere.example" } }],
      ["/wps/system/status", { method: "OPTIONS", headers: { Origin: "https://elsewhere.example" } }],
    ]
    const get = (path: string, init?: RequestInit) =>
      fetch(`${sandbox.url}${path}`, { ...init, headers: { ...init?.headers, "X-Request-Id": "lb-7" } })
    for (const [path, init] of pages) {
      const res = await get(path, init)
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
    for (const [path, init] of answers) {
      const res = await get(path, init)
      if (res.status !== 204) expect(res.headers.get("content-type"), path).toContain("application/json")
      const csp = (res.headers.get("content-security-policy") ?? "").split(/;\s*/)
      expect(csp, path).toEqual(
        expect.arrayContaining(["default-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]),
      )
      expect(res.headers.get("x-content-type-options"), path).toBe("nosniff")
      expect(res.headers.get("x-frame-options"), path).toBe("DENY")
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

/**
 * The library build as an integrator uses it (DESIGN.md, "Who uses it"): a scratch ESM file outside the repository
 * imports `@arena-portal/sdk/core` and `@arena-portal/sdk/adapters` from `dist/lib` (through a temporary node_modules link to the package, so
 * the `exports` map is what resolves them) and runs the login workflow against msw: the key fetch, the encrypted
 * login (opened by the mock with the matching private key), the token stored, the popular list a login loads next
 * (spec section 4), and the token sent with the member info call.
 * Assumes `npm run build:lib` ran first, as CI does.
 */
import { spawnSync } from "node:child_process"
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"

const root = process.cwd()
const dir = mkdtempSync(join(tmpdir(), "arena-integrator-"))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const scratch = `
import { createDecipheriv, generateKeyPairSync } from "node:crypto"
import * as Effect from "effect/Effect"
import { http, HttpResponse } from "msw"
import { setupServer } from "msw/node"
import { Store, Workflows } from "@arena-portal/sdk/core"
import { NodeRuntime } from "@arena-portal/sdk/adapters"

const jwk = generateKeyPairSync("rsa", { modulusLength: 1024 }).privateKey.export({ format: "jwk" })
const big = (s) => BigInt("0x" + Buffer.from(s, "base64url").toString("hex"))
const n = big(jwk.n)
const d = big(jwk.d)
const modPow = (b, e, m) => { let r = 1n; b %= m; while (e > 0n) { if (e & 1n) r = (r * b) % m; b = (b * b) % m; e >>= 1n } return r }
const open = (header, value) => {
  const key = Buffer.from(modPow(BigInt("0x" + header), d, n).toString(16).padStart(32, "0"), "hex").toString("latin1")
  const k = Buffer.from(key, "latin1").subarray(0, 8)
  const des = createDecipheriv("des-ede3-ecb", Buffer.concat([k, k, k]), null)
  return JSON.parse(Buffer.concat([des.update(Buffer.from(value, "base64")), des.final()]).toString("utf8"))
}

const seen = []
const server = setupServer(
  http.get("http://platform.test/wps/session/key/rsa", () => HttpResponse.text(n.toString(16))),
  http.post("http://platform.test/wps/session/login", async ({ request }) => {
    const body = await request.json()
    seen.push({ login: open(request.headers.get("encryption"), body.value), gateway: request.headers.get("x-gateway-version") })
    return HttpResponse.json({ success: true, value: { token: "tok-integrator-1", firstTimeLogin: false, passwordExpired: false } })
  }),
  http.get("http://platform.test/wps/member/info", ({ request }) => {
    seen.push({ memberInfoAuthorization: request.headers.get("authorization") })
    return HttpResponse.json({ success: true, value: { id: 7, account: "player01", type: 0, clubLabel: { labelName: "VIP1" }, memberLabel: [] } })
  }),
  http.get("http://platform.test/lgw/games/popular", ({ request }) => {
    seen.push({ popular: new URL(request.url).searchParams.get("count") })
    return HttpResponse.json({})
  }),
)
server.listen({ onUnhandledRequest: "error" })
const store = Store.make()
const session = new Map()
const runtime = NodeRuntime.layer(store, { baseUrl: "http://platform.test", brand: { merchantCode: "arena" }, session })
const outcome = await Effect.runPromise(
  Workflows.loginByUsername({ username: "player01", password: "s3cret-pw", remember: false }).pipe(Effect.provide(runtime)),
)
server.close()
console.log(JSON.stringify({ outcome, tags: store.log().map((e) => e._tag), loggedIn: store.state().session.loggedIn, token: session.get("token"), seen }))
`

describe("the library build, as an integrator imports it", () => {
  it("runs the login workflow from @arena-portal/sdk/core with @arena-portal/sdk/adapters against msw", {
    timeout: 120_000,
  }, () => {
    expect(existsSync(join(root, "dist/lib/adapters/index.js")), "run `npm run build:lib` before this test").toBe(true)
    expect(existsSync(join(root, "dist/lib/core/index.js")), "run `npm run build:lib` before this test").toBe(true)
    mkdirSync(join(dir, "node_modules"))
    mkdirSync(join(dir, "node_modules/@arena-portal"))
    symlinkSync(join(root, "dist/lib"), join(dir, "node_modules/@arena-portal/sdk"), "dir")
    for (const pkg of ["effect", "msw"])
      symlinkSync(join(root, "node_modules", pkg), join(dir, "node_modules", pkg), "dir")
    writeFileSync(join(dir, "integrator.mjs"), scratch)
    const r = spawnSync(process.execPath, ["integrator.mjs"], { cwd: dir, encoding: "utf8", timeout: 90_000 })
    expect(r.stderr).toBe("")
    expect(r.status).toBe(0)
    const out = JSON.parse(r.stdout.trim().split("\n").at(-1) ?? "{}")
    expect(out.outcome).toBe("loggedIn")
    expect(out.tags).toEqual(expect.arrayContaining(["LoginSucceeded", "MemberInfoLoaded"]))
    expect(out.loggedIn).toBe(true)
    expect(out.token).toBe("tok-integrator-1")
    expect(out.seen).toEqual([
      { login: { username: "player01", password: "s3cret-pw", type: "username" }, gateway: "3" },
      { popular: "20" },
      { memberInfoAuthorization: "tok-integrator-1" },
    ])
  })
})

import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync, inflateSync } from "node:zlib"
import { describe, expect, it } from "vitest"
import type { Inflate } from "./bodyText.ts"
import { importHar } from "./importHar.ts"
import { removed, removedCiphertext } from "./secrets.ts"

const inflate: Inflate = (bytes, coding) =>
  coding === "gzip" ? gunzipSync(bytes) : coding === "br" ? brotliDecompressSync(bytes) : inflateSync(bytes)

const b64 = (b: Uint8Array | string) => Buffer.from(b).toString("base64")

const TOKEN = "tok-ABCDEF123456"
const PASSWORD = "hunter2-pw"
const CIPHER = "CIPHERTEXT1234567890=="
const RSA = "0a1b2c3d4e5f60718293a4b5c6d7e8f9"

const entry = (over: {
  method?: string
  url: string
  headers?: Array<{ name: string; value: string }>
  postData?: { mimeType: string; text?: string; params?: Array<{ name: string; value: string }> }
  status?: number
  responseHeaders?: Array<{ name: string; value: string }>
  content: { mimeType?: string; text: string; encoding?: string }
  started?: string
}) => ({
  startedDateTime: over.started ?? "2026-03-01T10:00:00.000+08:00",
  time: 123.4,
  _initiator: { type: "script" },
  request: {
    method: over.method ?? "GET",
    url: over.url,
    httpVersion: "http/2.0",
    headers: [
      { name: ":authority", value: "portal.example.test" },
      { name: "user-agent", value: "Mozilla/5.0" },
      { name: "X-Gateway-Version", value: "3" },
      { name: "Merchant", value: "wic11f3" },
      { name: "Cookie", value: "captchaId=cap-7777777; JSESSIONID=sess-8888888" },
      ...(over.headers ?? []),
    ],
    queryString: [],
    cookies: [{ name: "JSESSIONID", value: "sess-8888888" }],
    headersSize: 400,
    bodySize: 0,
    ...(over.postData === undefined ? {} : { postData: over.postData }),
  },
  response: {
    status: over.status ?? 200,
    statusText: "OK",
    httpVersion: "http/2.0",
    headers: [{ name: "content-type", value: "application/json" }, ...(over.responseHeaders ?? [])],
    cookies: [{ name: "JSESSIONID", value: "sess-8888888" }],
    content: { size: 10, mimeType: over.content.mimeType ?? "application/json", ...over.content },
    redirectURL: "",
    headersSize: 200,
    bodySize: 100,
  },
  cache: {},
  timings: { blocked: 1, dns: 2, connect: 3, send: 4, wait: 50, receive: 6, ssl: 1 },
})

const devtoolsHar = () => ({
  log: {
    version: "1.2",
    creator: { name: "WebInspector", version: "537.36" },
    pages: [{ id: "page_1", title: "Arena" }],
    entries: [
      entry({
        url: "https://portal.example.test/wps/system/status?url=portal.example.test",
        responseHeaders: [{ name: "content-encoding", value: "gzip" }],
        content: {
          text: b64(gzipSync(JSON.stringify({ success: true, value: { maintenance: false } }))),
          encoding: "base64",
        },
      }),
      entry({ url: "https://portal.example.test/js/app.js", content: { mimeType: "text/javascript", text: "x()" } }),
      entry({
        method: "POST",
        url: "https://portal.example.test/wps/session/login",
        headers: [{ name: "Encryption", value: RSA }],
        postData: { mimeType: "application/json", text: JSON.stringify({ value: CIPHER }) },
        responseHeaders: [{ name: "set-cookie", value: "JSESSIONID=sess-8888888; Path=/; HttpOnly" }],
        content: {
          text: JSON.stringify({
            success: true,
            value: { token: TOKEN, firstTimeLogin: false, passwordExpired: false },
          }),
        },
      }),
      entry({
        url: "https://portal.example.test/wps/member/info?",
        headers: [{ name: "Authorization", value: TOKEN }],
        content: {
          text: b64(
            JSON.stringify({ success: true, value: { account: "ana", avatar: `https://cdn.test/a.png?s=${TOKEN}` } }),
          ),
          encoding: "base64",
        },
      }),
      entry({
        method: "POST",
        url: "https://portal.example.test/wps/member/password/email",
        postData: {
          mimeType: "application/x-www-form-urlencoded",
          text: "username=ana&email=ana%40mail.test",
        },
        content: { text: JSON.stringify({ success: true, value: null }) },
      }),
      entry({
        method: "POST",
        url: "https://portal.example.test/wps/session/login",
        postData: {
          mimeType: "application/json",
          text: JSON.stringify({ username: "ana", password: PASSWORD, type: "username", captcha: "x7k2" }),
        },
        status: 400,
        content: {
          text: JSON.stringify({ success: false, errorCode: "login.fail", message: "Wrong", value: { captcha: true } }),
        },
      }),
      entry({
        url: "https://portal.example.test/wps/system/whitelabel?",
        responseHeaders: [{ name: "Content-Encoding", value: "br" }],
        content: { text: b64(brotliCompressSync(JSON.stringify({ success: true, value: [] }))), encoding: "base64" },
      }),
      { request: { method: 42 } },
    ],
  },
})

/**
 * The fixture of `devtoolsHar()`, imported inside each test: under mutation testing a mutant is switched on only
 * when the tests run (docs/mutation.md), so an import at the file's top level would check the unmutated code.
 */
const imported = () => {
  const result = importHar(devtoolsHar(), { inflate })
  if (!result.ok) throw new Error(result.message)
  return { result, text: JSON.stringify(result.har) }
}

describe("importHar", () => {
  it("keeps only the calls of the contract, listing what it dropped", () => {
    const { result } = imported()
    expect(result.har.log.entries.map((e) => `${e.request.method} ${new URL(e.request.url).pathname}`)).toEqual([
      "GET /wps/system/status",
      "POST /wps/session/login",
      "GET /wps/member/info",
      "POST /wps/member/password/email",
      "POST /wps/session/login",
      "GET /wps/system/whitelabel",
    ])
    expect(result.dropped).toEqual([
      { index: 2, call: "GET https://portal.example.test/js/app.js", reason: "not a call of the contract" },
      expect.objectContaining({ index: 8, reason: expect.stringContaining("malformed entry: request.method") }),
    ])
  })

  it("leaves no cookie, token, password, code or ciphertext anywhere", () => {
    const { result, text } = imported()
    for (const secret of ["cap-7777777", "sess-8888888", TOKEN, PASSWORD, CIPHER, RSA, "x7k2"]) {
      expect(text).not.toContain(secret)
    }
    for (const e of result.har.log.entries) {
      expect(e.request.cookies).toEqual([])
      expect(e.response.cookies).toEqual([])
      expect(e.request.headers.map((h) => h.name.toLowerCase())).not.toContain("cookie")
      expect(e.request.headers.map((h) => h.name.toLowerCase())).not.toContain("authorization")
    }
  })

  it("marks ciphertexts and removed fields, keeping flags the replay needs", () => {
    const { result } = imported()
    const [, login, info, , failed] = result.har.log.entries
    expect(login?.request.headers).toContainEqual({ name: "Encryption", value: removedCiphertext })
    expect(JSON.parse(login?.request.postData?.text ?? "")).toEqual({ value: removedCiphertext })
    expect(JSON.parse(login?.response.content.text ?? "").value).toEqual({
      token: removed,
      firstTimeLogin: false,
      passwordExpired: false,
    })
    expect(JSON.parse(info?.response.content.text ?? "").value.avatar).toBe(`https://cdn.test/a.png?s=${removed}`)
    expect(JSON.parse(failed?.request.postData?.text ?? "")).toEqual({
      username: "ana",
      password: removed,
      type: "username",
      captcha: removed,
    })
    expect(JSON.parse(failed?.response.content.text ?? "").value).toEqual({ captcha: true })
  })

  it("decodes base64, gzip and br bodies to text, drops encodings, zeroes timings, keeps start times", () => {
    const { result } = imported()
    const [status, , info, form, , whitelabel] = result.har.log.entries
    expect(JSON.parse(status?.response.content.text ?? "")).toEqual({ success: true, value: { maintenance: false } })
    expect(JSON.parse(whitelabel?.response.content.text ?? "")).toEqual({ success: true, value: [] })
    expect(JSON.parse(info?.response.content.text ?? "").value.account).toBe("ana")
    // An email is personal data: a pseudonym of its own, never the address.
    expect(form?.request.postData?.text).toBe("username=ana&email=person1%40example.invalid")
    for (const e of result.har.log.entries) {
      expect(e.response.content.encoding).toBeUndefined()
      expect(e.response.headers.map((h) => h.name.toLowerCase())).toEqual(["content-type"])
      expect(e.time).toBe(0)
      expect(Object.values(e.timings).every((t) => t === 0)).toBe(true)
      expect(e.startedDateTime).toBe("2026-03-01T10:00:00.000+08:00")
    }
    expect(status?.request.headers.map((h) => h.name)).toEqual(["X-Gateway-Version", "Merchant"])
  })

  it("refuses a fixture in which a secret survives, naming the entry", () => {
    const har = devtoolsHar()
    const entries = har.log.entries as Array<{ startedDateTime?: string }>
    if (entries[3] !== undefined) entries[3].startedDateTime = `2026-03-01T10:00:00Z ${TOKEN}`
    const refused = importHar(har, { inflate })
    expect(refused).toEqual({
      ok: false,
      message: "entry 4 (GET /wps/member/info): a secret survived: a secret value seen elsewhere in the original file",
    })
  })

  it("imports a fixture to itself: its markers are not taken for secrets", () => {
    const { result, text } = imported()
    const again = importHar(JSON.parse(text), { inflate })
    expect(again.ok && again.har.log.entries).toEqual(result.har.log.entries)
  })

  it("refuses what is not a HAR", () => {
    expect(importHar({ hello: 1 })).toEqual({ ok: false, message: "not a HAR: expected { log: { entries: [...] } }" })
    expect(importHar(null).ok).toBe(false)
  })
})

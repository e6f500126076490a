/**
 * The import's rules one by one, each where a mutation run found no test that reaches it (docs/mutation.md): what
 * is left out and how it is listed, which header and cookie values are secrets wherever else they stand (the raw
 * token of `Authorization` and the `Encryption` header, wire notes §1 and §3), the query a fixture keeps, and the
 * request and answer bodies it writes. Every import runs inside its test.
 */
import { describe, expect, it } from "vitest"
import type { Har } from "./Har.ts"
import { importHar } from "./importHar.ts"

const origin = "https://portal.example.test"

interface EntryOver {
  readonly method?: string
  readonly url: string
  readonly headers?: ReadonlyArray<{ name: string; value: string }>
  readonly postData?: { mimeType?: string; text?: string; params?: Array<{ name: string; value?: string }> }
  readonly responseHeaders?: ReadonlyArray<{ name: string; value: string }>
  readonly statusText?: string
  readonly content?: { mimeType?: string; text?: string; encoding?: string }
}

const entry = (e: EntryOver) => ({
  startedDateTime: "2026-03-01T10:00:00.000Z",
  request: {
    method: e.method ?? "GET",
    url: e.url,
    // HAR tools other than DevTools may leave the headers out.
    ...(e.headers === undefined ? {} : { headers: e.headers }),
    ...(e.postData === undefined ? {} : { postData: e.postData }),
  },
  response: {
    status: 200,
    ...(e.statusText === undefined ? {} : { statusText: e.statusText }),
    ...(e.responseHeaders === undefined ? {} : { headers: e.responseHeaders }),
    ...(e.content === undefined ? {} : { content: e.content }),
  },
})

const json = (value: unknown) => ({ mimeType: "application/json", text: JSON.stringify({ success: true, value }) })

/** The fixture of these entries; the test fails with the importer's message when it refuses. */
const fixture = (entries: ReadonlyArray<unknown>): Har => {
  const result = importHar({ log: { entries } })
  if (!result.ok) expect.fail(result.message)
  return result.har
}

describe("what the import leaves out", () => {
  it("lists a malformed entry with no call and an address that is no URL, each with why", () => {
    const result = importHar({
      log: {
        entries: [
          entry({ url: `${origin}/wps/system/status`, content: json({ maintenance: false }) }),
          { request: { method: 42 } },
          entry({ url: "portal/wps/system/status", content: json(null) }),
        ],
      },
    })
    expect(result.ok && result.dropped).toEqual([
      { index: 2, call: "?", reason: expect.stringContaining("malformed entry") },
      { index: 3, call: "GET portal/wps/system/status", reason: "not an URL" },
    ])
  })

  it("writes a HAR 1.2 that names the importer as its creator", () => {
    const har = fixture([entry({ url: `${origin}/wps/system/status`, content: json({ maintenance: false }) })])
    expect(har.log.version).toBe("1.2")
    expect(har.log.creator).toEqual({ name: "arena fixture-import", version: "1" })
  })

  it("writes each message as HAR 1.2 asks: its HTTP version, no redirect, and sizes it does not know as -1", () => {
    const [status] = fixture([entry({ url: `${origin}/wps/system/status`, content: json({ maintenance: false }) })]).log
      .entries
    const unknownSizes = { headersSize: -1, bodySize: -1 }
    expect(status?.request).toMatchObject({ httpVersion: "HTTP/1.1", ...unknownSizes })
    expect(status?.response).toMatchObject({ httpVersion: "HTTP/1.1", redirectURL: "", ...unknownSizes })
  })

  it("keeps an entry's number in the recording when an earlier one was left out, and writes none otherwise", () => {
    const status = entry({ url: `${origin}/wps/system/status`, content: json({ maintenance: false }) })
    const [moved] = fixture([entry({ url: `${origin}/not/a/call`, content: json(null) }), status]).log.entries
    expect(moved).toMatchObject({ _exchange: 2 })
    const unmoved = fixture([status, status]).log.entries
    expect(unmoved.map((e) => "_exchange" in e)).toEqual([false, false])
  })
})

describe("secrets in headers and cookies, removed wherever else they stand", () => {
  const token = "auth-1234567890"
  const rsa = "0a1b2c3d4e5f60718293"
  const cipher = "CIPHERTEXT1234567890=="
  const echoed = ["cap-7777777", "sess-8888888", "dk-4444444", "bp-3333333", "rem-6666666", "sso-5555555"]

  const har = () =>
    fixture([
      entry({
        method: "POST",
        url: `${origin}/wps/session/login`,
        headers: [
          { name: "authorization", value: token },
          { name: "ENCRYPTION", value: rsa },
          { name: "Cookie", value: "captchaId=cap-7777777; JSESSIONID=sess-8888888; domain_key=dk-4444444" },
          { name: "cookie", value: "backpath=bp-3333333" },
        ],
        postData: { mimeType: "application/json", text: JSON.stringify({ value: cipher }) },
        responseHeaders: [
          { name: "Content-Type", value: "application/json; charset=iso-8859-1" },
          // DevTools joins several Set-Cookie headers with a new line; the attributes' values are no secrets.
          {
            name: "Set-Cookie",
            value: "remember = rem-6666666 ; Path=/wps; Domain=portal.example.test; Max-Age=86400\nsso=sso-5555555",
          },
        ],
        content: json({ firstTimeLogin: false }),
      }),
      entry({
        url: `${origin}/wps/system/status?url=portal.example.test`,
        content: json({ notice: `seen: ${[token, rsa, cipher, ...echoed].join(" ")} on /wps` }),
      }),
    ])

  it("removes the Authorization token, the Encryption key, the ciphertext and every cookie's value", () => {
    const notice = JSON.parse(har().log.entries[1]?.response.content.text ?? "{}").value.notice
    expect(notice).toBe(
      `seen: ${Array(3 + echoed.length)
        .fill("[removed]")
        .join(" ")} on /wps`,
    )
  })

  it("keeps the cookies' attributes and every other header's value", () => {
    const [login, status] = har().log.entries
    expect(login?.response.headers).toEqual([{ name: "Content-Type", value: "application/json; charset=iso-8859-1" }])
    expect(status?.request.url).toBe(`${origin}/wps/system/status?url=portal.example.test`)
    expect(login?.request.url).toBe(`${origin}/wps/session/login`)
  })
})

describe("the query a fixture keeps", () => {
  it("removes a secret's value, wherever else it stands, and any random value; keeps an empty one", () => {
    const random = "9f86d081884c7d659a2feaa0c55ad015"
    const [info, status] = fixture([
      entry({ url: `${origin}/wps/member/info?token=qtok-5555555&code=&x=${random}&lang=en`, content: json({}) }),
      entry({ url: `${origin}/wps/system/status`, content: json({ notice: "was qtok-5555555" }) }),
    ]).log.entries
    expect(info?.request.queryString).toEqual([
      { name: "token", value: "[removed]" },
      { name: "code", value: "" },
      { name: "x", value: "[removed]" },
      { name: "lang", value: "en" },
    ])
    expect(info?.request.url).toBe(`${origin}/wps/member/info?token=%5Bremoved%5D&code=&x=%5Bremoved%5D&lang=en`)
    expect(JSON.parse(status?.response.content.text ?? "{}").value.notice).toBe("was [removed]")
  })

  it("takes a removed parameter's marker for no secret when a fixture is imported again", () => {
    const once = fixture([entry({ url: `${origin}/wps/member/info?token=qtok-5555555`, content: json({}) })])
    expect(fixture(once.log.entries).log.entries).toEqual(once.log.entries)
  })

  it("gives a personal parameter its pseudonym", () => {
    const [info] = fixture([entry({ url: `${origin}/wps/member/info?email=ana@mail.test`, content: json({}) })]).log
      .entries
    expect(info?.request.queryString).toEqual([{ name: "email", value: "person1@example.invalid" }])
  })

  it("writes a GET with its question mark, a POST without a query as it came", () => {
    const [get, post] = fixture([
      entry({ url: `${origin}/wps/member/info`, content: json({}) }),
      entry({ method: "POST", url: `${origin}/wps/member/password/email`, content: json(null) }),
    ]).log.entries
    expect(get?.request.url).toBe(`${origin}/wps/member/info?`)
    expect(post?.request.url).toBe(`${origin}/wps/member/password/email`)
  })

  it("writes a POST with a query with that query", () => {
    const [post] = fixture([
      entry({ method: "POST", url: `${origin}/wps/member/password/email?from=home`, content: json(null) }),
    ]).log.entries
    expect(post?.request.url).toBe(`${origin}/wps/member/password/email?from=home`)
  })
})

describe("the bodies a fixture keeps", () => {
  const email = `${origin}/wps/member/password/email`
  const login = `${origin}/wps/session/login`

  it("reads form fields given as params only, and writes them as JSON when no type says form", () => {
    const [post] = fixture([
      entry({
        method: "POST",
        url: email,
        postData: { params: [{ name: "username", value: "ana" }, { name: "remember" }] },
        content: json(null),
      }),
    ]).log.entries
    expect(post?.request.postData).toEqual({
      mimeType: "application/json",
      text: JSON.stringify({ username: "ana", remember: "" }),
    })
  })

  it("reads a JSON body from its text when a tool lists form params beside it", () => {
    const [post] = fixture([
      entry({
        method: "POST",
        url: email,
        postData: {
          mimeType: "application/json",
          text: JSON.stringify({ username: "ana" }),
          params: [{ name: "other", value: "x" }],
        },
        content: json(null),
      }),
    ]).log.entries
    expect(post?.request.postData).toEqual({ mimeType: "application/json", text: JSON.stringify({ username: "ana" }) })
  })

  it("keeps an empty request body empty and marks one it cannot read", () => {
    const [empty, plain] = fixture([
      entry({ method: "POST", url: email, postData: { mimeType: "application/json" }, content: json(null) }),
      entry({ method: "POST", url: email, postData: { mimeType: "text/plain", text: "hello" }, content: json(null) }),
    ]).log.entries
    expect(empty?.request.postData).toEqual({ mimeType: "application/json", text: "" })
    expect(plain?.request.postData).toEqual({ mimeType: "text/plain", text: "[removed: unreadable body]" })
  })

  it("imports an encrypted call with no body or a null one", () => {
    const [none, nothing] = fixture([
      entry({ method: "POST", url: login, content: json(null) }),
      entry({
        method: "POST",
        url: login,
        postData: { mimeType: "application/json", text: "null" },
        content: json(null),
      }),
    ]).log.entries
    expect(none?.request.postData).toBeUndefined()
    expect(nothing?.request.postData).toEqual({ mimeType: "application/json", text: "null" })
  })

  it("keeps a text answer as text with its type, and an answer with no content or status text empty", () => {
    const [text, bare] = fixture([
      entry({ url: `${origin}/wps/system/status`, content: { mimeType: "text/plain", text: "OK plain" } }),
      entry({ url: `${origin}/wps/system/status` }),
    ]).log.entries
    expect(text?.response.content).toEqual({ size: 8, mimeType: "text/plain", text: "OK plain" })
    expect(bare?.response.content).toEqual({ size: 0, mimeType: "application/json", text: "" })
    expect(bare?.response.statusText).toBe("")
  })

  it("marks an answer it cannot read", () => {
    const binary = Buffer.from([0x89, 0x50, 0xff, 0xfe]).toString("base64")
    const [image] = fixture([
      entry({
        url: `${origin}/wps/system/status`,
        content: { mimeType: "image/png", text: binary, encoding: "base64" },
      }),
    ]).log.entries
    expect(image?.response.content.text).toBe("[removed: unreadable body]")
  })
})

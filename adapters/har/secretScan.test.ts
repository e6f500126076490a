import { describe, expect, it } from "vitest"
import { type Har, type HarEntry, zeroTimings } from "./Har.ts"
import { findSurvivingSecret } from "./secretScan.ts"
import { removed, removedCiphertext } from "./secrets.ts"

const clean: HarEntry = {
  startedDateTime: "2026-01-01T00:00:00.000Z",
  time: 0,
  request: {
    method: "POST",
    url: "https://p.test/wps/session/login",
    httpVersion: "HTTP/1.1",
    cookies: [],
    headers: [{ name: "Encryption", value: removedCiphertext }],
    queryString: [],
    postData: { mimeType: "application/json", text: JSON.stringify({ value: removedCiphertext }) },
    headersSize: -1,
    bodySize: -1,
  },
  response: {
    status: 200,
    statusText: "OK",
    httpVersion: "HTTP/1.1",
    cookies: [],
    headers: [],
    content: { size: 0, mimeType: "application/json", text: JSON.stringify({ value: { token: removed } }) },
    redirectURL: "",
    headersSize: -1,
    bodySize: -1,
  },
  cache: {},
  timings: zeroTimings,
}

const har = (...entries: Array<HarEntry>): Har => ({
  log: { version: "1.2", creator: { name: "t", version: "1" }, entries },
})

describe("findSurvivingSecret", () => {
  it("passes a clean fixture", () => {
    expect(findSurvivingSecret(har(clean, clean), new Set(["tok-123456"]))).toBeUndefined()
  })
  it("finds cookies, credentials headers and a live Encryption header", () => {
    const withCookie = { ...clean, request: { ...clean.request, cookies: [{ name: "s", value: "1" }] } }
    expect(findSurvivingSecret(har(clean, withCookie), new Set())).toEqual({ position: 1, what: "cookies" })
    const auth = { ...clean, request: { ...clean.request, headers: [{ name: "authorization", value: "x" }] } }
    expect(findSurvivingSecret(har(auth), new Set())?.what).toBe("header authorization")
    const enc = { ...clean, request: { ...clean.request, headers: [{ name: "Encryption", value: "abcd" }] } }
    expect(findSurvivingSecret(har(enc), new Set())?.what).toBe("the Encryption header")
  })
  it("finds secret fields in queries, bodies (JSON and form) and answers", () => {
    const query = { ...clean, request: { ...clean.request, queryString: [{ name: "token", value: "t" }] } }
    expect(findSurvivingSecret(har(query), new Set())?.what).toBe("query parameter token")
    const json = {
      ...clean,
      request: { ...clean.request, postData: { mimeType: "application/json", text: '{"a":{"newPassword":"x"}}' } },
    }
    expect(findSurvivingSecret(har(json), new Set())?.what).toBe("field request.a.newPassword")
    const form = {
      ...clean,
      request: { ...clean.request, postData: { mimeType: "application/x-www-form-urlencoded", text: "pwd=1" } },
    }
    expect(findSurvivingSecret(har(form), new Set())?.what).toBe("field request.pwd")
    const answer = {
      ...clean,
      response: { ...clean.response, content: { size: 0, mimeType: "", text: '{"value":[{"accessToken":"z"}]}' } },
    }
    expect(findSurvivingSecret(har(answer), new Set())?.what).toBe("field answer.value[0].accessToken")
  })
  it("finds a known secret anywhere, in any encoding", () => {
    const url = { ...clean, request: { ...clean.request, url: "https://p.test/wps/session/login?x=p%40ss%20word1" } }
    expect(findSurvivingSecret(har(clean, url), new Set(["p@ss word1"]))).toEqual({
      position: 1,
      what: "a secret value seen elsewhere in the original file",
    })
  })
})

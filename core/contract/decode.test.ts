import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import type { DeclaredEndpoint } from "./Api.ts"
import { content } from "./api/content.ts"
import { lottery } from "./api/lottery.ts"
import { session } from "./api/session.ts"
import { decodeAnswer, issuePath } from "./decode.ts"

const refusal = (value: unknown) =>
  decodeAnswer(session.login, 429, { success: false, errorCode: "login_locked", message: "locked", value })

describe("a refusal's end", () => {
  it("reads value.lockedUntil or value.until, as epoch ms or a date text", () => {
    for (const value of [
      { lockedUntil: 1_790_000_000_000 },
      { until: 1_790_000_000_000 },
      { until: new Date(1_790_000_000_000).toISOString() },
    ]) {
      const r = refusal(value)
      expect(Result.isFailure(r) && r.failure._tag === "CallFailed" && r.failure.until).toBe(1_790_000_000_000)
    }
  })
  it("is absent when the refusal gives none or gives nonsense", () => {
    for (const value of [undefined, {}, { until: "soon" }, { lockedUntil: null }]) {
      const r = refusal(value)
      expect(Result.isFailure(r) && r.failure._tag === "CallFailed" && "until" in r.failure).toBe(false)
    }
  })
})

/** The answer's error, or undefined when it decoded. */
const errorOf = (status: number, body: unknown, endpoint: DeclaredEndpoint = content.feedback) => {
  const r = decodeAnswer(endpoint, status, body)
  return Result.isFailure(r) ? r.failure : undefined
}

describe("the envelope (wire notes: success is { success: true, value } with a 2xx status)", () => {
  it("takes a 2xx answer with success true, and nothing else, as a success", () => {
    expect(errorOf(200, { success: true, value: null })).toBeUndefined()
    expect(errorOf(299, { success: true, value: null })).toBeUndefined()
    // A status outside 200..299 is a refusal whatever the body says.
    expect(errorOf(300, { success: true, value: null })).toMatchObject({ _tag: "CallFailed", status: 300 })
    expect(errorOf(199, { success: true, value: null })).toMatchObject({ _tag: "CallFailed", status: 199 })
  })

  it("rejects a 2xx body that is not the envelope, at the path `success`", () => {
    for (const body of [null, "ok", 1, { value: 1 }]) {
      expect(errorOf(200, body)).toMatchObject({ _tag: "ApiResponseRejected", endpoint: "feedback", path: "success" })
    }
  })

  it("reads a 2xx answer with success false as a refusal with status 400", () => {
    expect(errorOf(200, { success: false, errorCode: "captcha_error", message: "m" })).toMatchObject({
      _tag: "CallFailed",
      status: 400,
      errorCode: "captcha_error",
      message: "m",
    })
  })

  it("decodes a lottery answer (/lgw/) bare, and still reads its refusals", () => {
    const r = decodeAnswer(lottery.lotteryMenus, 200, { success: true, value: [] })
    expect(Result.isFailure(r) && r.failure._tag).toBe("ApiResponseRejected")
    expect(errorOf(500, { errorCode: "oops" }, lottery.lotteryMenus)).toMatchObject({
      _tag: "CallFailed",
      status: 500,
      errorCode: "oops",
    })
  })
})

describe("a refusal (spec section 8)", () => {
  it("takes the failure envelope's code and message", () => {
    expect(errorOf(400, { success: false, errorCode: "login_failed", message: "Wrong" })).toMatchObject({
      _tag: "CallFailed",
      status: 400,
      errorCode: "login_failed",
      message: "Wrong",
      captcha: false,
    })
  })

  it("falls back to the body's own code, then to http_<status>, with an empty message", () => {
    expect(errorOf(400, { errorCode: "raw_code", message: 7 })).toMatchObject({ errorCode: "raw_code", message: "" })
    expect(errorOf(502, "Bad gateway")).toMatchObject({ _tag: "CallFailed", errorCode: "http_502", message: "" })
    expect(errorOf(502, null)).toMatchObject({ errorCode: "http_502" })
    expect(errorOf(502, { errorCode: 5 })).toMatchObject({ errorCode: "http_502" })
  })

  it("ends the session on 401 or a session-invalid code, and reads 504 as a slow load", () => {
    expect(errorOf(401, { success: false, errorCode: "x", message: "m" })).toMatchObject({
      _tag: "SessionEnded",
      endpoint: "feedback",
      errorCode: "x",
      message: "m",
    })
    expect(errorOf(401, null)).toMatchObject({ _tag: "SessionEnded", errorCode: "http_401", message: "" })
    expect(errorOf(504, null)).toMatchObject({ _tag: "NetworkFailed", reason: "slow", endpoint: "feedback" })
  })

  it("asks for the captcha only when the refusal's value says so", () => {
    const withValue = (value: unknown) =>
      errorOf(400, { success: false, errorCode: "login_failed", message: "", value })
    expect(withValue({ captcha: true })).toMatchObject({ captcha: true })
    expect(withValue({ captcha: 1 })).toMatchObject({ captcha: true })
    expect(withValue({ captcha: false })).toMatchObject({ captcha: false })
    expect(withValue({})).toMatchObject({ captcha: false })
    expect(withValue(null)).toMatchObject({ captcha: false })
    expect(withValue("captcha")).toMatchObject({ captcha: false })
  })

  it("offers the known verification methods in the form's order, and none when the refusal names none", () => {
    const verify = (value: unknown) =>
      errorOf(403, { success: false, errorCode: "login_verify_required", message: "", value })
    // Spec section 4: sms, email, bank account name, Google authenticator.
    expect(verify({ methods: ["google", "fax", "sms"] })).toMatchObject({ methods: ["sms", "google"] })
    expect(verify({ methods: [] })).toMatchObject({ methods: [] })
    for (const value of [{}, { methods: "sms" }, null, "methods"]) expect("methods" in verify(value)!).toBe(false)
  })

  it("carries a protection refusal only for protection's codes", () => {
    const plain = errorOf(400, { success: false, errorCode: "login_failed", message: "", value: {} })
    expect("protection" in plain!).toBe(false)
    expect("until" in plain!).toBe(false)
  })
})

describe("what a refusal carries beside its code", () => {
  it("carries the protection refusal of protection's codes, with its particulars", () => {
    const excluded = errorOf(403, {
      success: false,
      errorCode: "account_excluded",
      message: "",
      value: { kind: "COOL_OFF", until: 1_790_000_000_000 },
    })
    expect(excluded).toMatchObject({
      _tag: "CallFailed",
      errorCode: "account_excluded",
      protection: { _tag: "AccountExcluded", kind: "COOL_OFF", until: 1_790_000_000_000 },
    })
  })

  it("takes no end from a value that is neither a number nor a date text", () => {
    for (const value of [{ until: ["2026-03-01"] }, { lockedUntil: [1_790_000_000_000] }, { until: true }]) {
      const r = refusal(value)
      expect(
        Result.isFailure(r) && r.failure._tag === "CallFailed" && "until" in r.failure,
        JSON.stringify(value),
      ).toBe(false)
    }
  })

  it("rejects a 2xx answer with no body at all as not the envelope, saying so", () => {
    expect(errorOf(200, undefined)).toMatchObject({ _tag: "ApiResponseRejected", path: "success" })
    const rejected = errorOf(200, "ok")
    expect(rejected?._tag === "ApiResponseRejected" && rejected.message).toMatch(/envelope/)
  })

  it("names the failing field of a bare lottery answer from its root, not under `value`", () => {
    // A map of menu groups (wire notes 4: the raw map, keyed by gameGroupCode) whose group is not an object.
    expect(errorOf(200, { LOTT: 5 }, lottery.lotteryMenus)).toMatchObject({ _tag: "ApiResponseRejected", path: "LOTT" })
    const enveloped = errorOf(200, { success: true, value: 5 }, session.login)
    expect(enveloped?._tag === "ApiResponseRejected" && enveloped.path).toMatch(/^value/)
  })
})

describe("issuePath", () => {
  it("writes the first failing field's path from the root, indexes in brackets", () => {
    const Page = Schema.Struct({ value: Schema.Struct({ list: Schema.Array(Schema.Struct({ vo: Schema.Number })) }) })
    const r = Schema.decodeUnknownResult(Page)({ value: { list: [{ vo: 1 }, { vo: "x" }] } })
    expect(Result.isFailure(r) && issuePath(r.failure.issue)).toBe("value.list[1].vo")
    expect(Result.isFailure(r) && issuePath(r.failure.issue, ["body"])).toBe("body.value.list[1].vo")
  })
})

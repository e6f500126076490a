import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { endpoint } from "../../core/contract/Endpoint.ts"
import { isRetryable, isTransient } from "./retryPolicy.ts"

const make = (method: "GET" | "POST", movesMoney = false) =>
  endpoint({
    name: "x",
    method,
    path: "/x",
    movesMoney,
    request: Schema.Struct({}),
    response: Schema.Unknown,
    answered: "X",
  })

describe("retry policy", () => {
  it("retries GET calls; money calls only with their key; other writes never", () => {
    expect(isRetryable(make("GET"), undefined)).toBe(true)
    expect(isRetryable(make("POST"), undefined)).toBe(false)
    expect(isRetryable(make("POST"), "k-12345678")).toBe(false)
    expect(isRetryable(make("POST", true), undefined)).toBe(false)
    expect(isRetryable(make("POST", true), "")).toBe(false)
    expect(isRetryable(make("POST", true), "k-12345678")).toBe(true)
  })
  it("only after a dropped link or a gateway status, never after a timeout or an answer", () => {
    expect(isTransient({ kind: "network" })).toBe(true)
    for (const status of [502, 503, 504]) expect(isTransient({ kind: "answer", status, body: "" })).toBe(true)
    for (const status of [200, 400, 401, 500]) expect(isTransient({ kind: "answer", status, body: "" })).toBe(false)
    expect(isTransient({ kind: "timeout" })).toBe(false)
  })
})

import * as Result from "effect/Result"
import { describe, expect, it } from "vitest"
import { session } from "./api/session.ts"
import { decodeAnswer } from "./decode.ts"

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
      expect(Result.isFailure(r) && r.failure._tag === "ServerRefused" && r.failure.until).toBe(1_790_000_000_000)
    }
  })
  it("is absent when the refusal gives none or gives nonsense", () => {
    for (const value of [undefined, {}, { until: "soon" }, { lockedUntil: null }]) {
      const r = refusal(value)
      expect(Result.isFailure(r) && r.failure._tag === "ServerRefused" && "until" in r.failure).toBe(false)
    }
  })
})

import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { Jackpot } from "./Jackpot.ts"

describe("Jackpot", () => {
  it("reads the pool's amount exactly into minor units, from a number or a decimal string", () => {
    const decode = Schema.decodeUnknownSync(Jackpot)
    expect(decode({ amount: 888888.07 }).amount).toBe(88_888_807)
    expect(decode({ amount: "1234567.89", currency: "PHP", updatedAt: "2026-01-02 10:00:00" }).amount).toBe(123_456_789)
    expect(() => decode({ amount: "lots" })).toThrow()
  })
})

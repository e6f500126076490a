import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { UnreadCount } from "./UnreadCount.ts"

describe("UnreadCount", () => {
  const decode = Schema.decodeUnknownSync(UnreadCount)
  it("reads a number, a numeric text or null", () => {
    expect(decode(3)).toBe(3)
    expect(decode("12")).toBe(12)
    expect(decode(null)).toBe(0)
  })
  it("refuses what is not a count", () => {
    expect(() => decode("many")).toThrow()
  })
})

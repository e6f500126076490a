import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { epochOf, WireTime } from "./WireTime.ts"

describe("WireTime", () => {
  it("keeps text and epoch times as sent; only numbers are epochs", () => {
    expect(Schema.decodeUnknownSync(WireTime)("2024-03-01 10:00:00")).toBe("2024-03-01 10:00:00")
    expect(epochOf(1714550400000)).toBe(1714550400000)
    expect(epochOf("2024-03-01 10:00:00")).toBeUndefined()
    expect(() => Schema.decodeUnknownSync(WireTime)({})).toThrow()
  })
})

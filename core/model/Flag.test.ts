import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { Flag, OptionalFlag } from "./Flag.ts"

describe("Flag", () => {
  const decode = Schema.decodeUnknownSync(Flag)
  it("reads the platform's spellings of on", () => {
    for (const v of [true, 1, "1", "true", "Y", "yes", " TRUE "]) expect(decode(v)).toBe(true)
  })
  it("reads anything else as off rather than refusing the answer", () => {
    for (const v of [false, 0, "0", "false", "N", 2, ""]) expect(decode(v)).toBe(false)
  })
  it("refuses what is not a flag at all", () => {
    expect(() => decode({})).toThrow()
  })
  it("sends 1 or 0 back", () => {
    expect(Schema.encodeSync(Flag)(true)).toBe(1)
    expect(Schema.encodeSync(Flag)(false)).toBe(0)
  })
  it("accepts a missing or null field", () => {
    const S = Schema.Struct({ f: OptionalFlag })
    expect(Schema.decodeUnknownSync(S)({})).toEqual({})
    expect(Schema.decodeUnknownSync(S)({ f: null })).toEqual({ f: null })
  })
})

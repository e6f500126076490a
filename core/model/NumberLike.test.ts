import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { NumberLike } from "./NumberLike.ts"

describe("NumberLike", () => {
  it("reads numbers and numeric strings, refusing other text", () => {
    const decode = Schema.decodeUnknownSync(NumberLike)
    expect(decode(41)).toBe(41)
    expect(decode("41")).toBe(41)
    expect(() => decode("agent")).toThrow()
    expect(() => decode(Number.NaN)).toThrow()
    expect(Schema.encodeSync(NumberLike)(4)).toBe(4)
  })
})

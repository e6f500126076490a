import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { Id } from "./Id.ts"

describe("Id", () => {
  it("holds numbers and strings as text, so ids of different calls compare equal", () => {
    const decode = Schema.decodeUnknownSync(Id)
    expect(decode(10234)).toBe("10234")
    expect(decode("10234")).toBe("10234")
    expect(decode(10234)).toBe(decode("10234"))
  })
  it("refuses what is not an id", () => {
    expect(() => Schema.decodeUnknownSync(Id)(null)).toThrow()
    expect(() => Schema.decodeUnknownSync(Id)(Number.NaN)).toThrow()
  })
})

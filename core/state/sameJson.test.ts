import * as fc from "fast-check"
import { describe, expect, it } from "vitest"
import { jsonEqual, keepIfEqual } from "./sameJson.ts"

describe("sameJson", () => {
  it("compares structurally", () => {
    expect(jsonEqual({ a: [1, { b: "x" }] }, { a: [1, { b: "x" }] })).toBe(true)
    expect(jsonEqual({ a: [1, 2] }, { a: [2, 1] })).toBe(false)
    expect(jsonEqual({ a: 1, b: undefined }, { a: 1 })).toBe(true)
    expect(jsonEqual([], {})).toBe(false)
    expect(jsonEqual(null, {})).toBe(false)
  })
  it("agrees with a JSON round trip", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        expect(jsonEqual(v, JSON.parse(JSON.stringify(v)))).toBe(true)
      }),
    )
  })
  it("keeps the previous reference when equal", () => {
    const prev = { a: [1] }
    expect(keepIfEqual(prev, { a: [1] })).toBe(prev)
    expect(keepIfEqual(prev, { a: [2] })).not.toBe(prev)
  })
})

import { describe, expect, it } from "vitest"
import { initialState } from "../../core/state/State.ts"
import { diff, diffState } from "./diff.ts"

describe("diff", () => {
  it("lists changed leaves by path", () => {
    expect(diff({ a: 1, b: { c: "x", d: [1, 2] } }, { a: 1, b: { c: "y", d: [1, 3] }, e: true })).toEqual([
      { path: "b.c", before: "x", after: "y" },
      { path: "b.d[1]", before: 2, after: 3 },
      { path: "e", before: undefined, after: true },
    ])
  })
  it("treats a long or resized array as one change, and equal content as none", () => {
    const long = Array.from({ length: 30 }, (_, i) => i)
    expect(diff({ l: long }, { l: [...long, 30] })).toEqual([{ path: "l", before: long, after: [...long, 30] }])
    expect(diff({ l: [...long] }, { l: [...long] })).toEqual([])
    expect(diff({ l: long }, { l: long.map((x) => (x === 29 ? -1 : x)) })).toHaveLength(1)
  })
  it("stops at the limit", () => {
    const a = Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`k${i}`, i]))
    const b = Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`k${i}`, i + 1]))
    expect(diff(a, b, "", 5)).toHaveLength(5)
  })
})

describe("diffState", () => {
  it("looks only into slices whose reference changed", () => {
    const after = { ...initialState, clock: { now: 5 } }
    expect(diffState(initialState, after)).toEqual([{ path: "clock.now", before: 0, after: 5 }])
    expect(diffState(initialState, initialState)).toEqual([])
  })
})

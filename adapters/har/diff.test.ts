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
  it("names the element and field that changed in a long or resized array, and equal content is no change", () => {
    const long = Array.from({ length: 30 }, (_, i) => ({ id: i, amount: i * 100 }))
    const changed = long.map((x) => (x.id === 26 ? { ...x, amount: -1 } : x))
    expect(diff({ l: long }, { l: changed })).toEqual([{ path: "l[26].amount", before: 2600, after: -1 }])
    expect(diff({ l: long }, { l: [...long, { id: 30, amount: 0 }] })).toEqual([
      { path: "l[30]", before: undefined, after: { id: 30, amount: 0 } },
    ])
    expect(diff({ l: long }, { l: long.slice(1) })[0]).toEqual({ path: "l[0].id", before: 0, after: 1 })
    expect(diff({ l: [...long] }, { l: [...long] })).toEqual([])
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

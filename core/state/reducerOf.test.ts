import { describe, expect, it } from "vitest"
import { reducerOf } from "./reducerOf.ts"
import { joinSlices, slice } from "./Slice.ts"
import { initialState } from "./State.ts"

const tick = { _tag: "ClockTicked", now: 5 } as const

describe("a reducer that grows", () => {
  it("adds a second part of a slice to the first, and folds with both", () => {
    const first = slice(initialState.clock, { ClockTicked: (s, e) => ({ ...s, now: e.now }) })
    const second = slice(initialState.clock, {})
    const r = reducerOf({ clock: first })
    r.add({ clock: second })
    expect(r.reduce(initialState, tick).clock.now).toBe(5)
  })

  it("refuses two parts of a slice that handle the same tag", () => {
    const a = slice(initialState.clock, { ClockTicked: (s) => s })
    const b = slice(initialState.clock, { ClockTicked: (s) => s })
    expect(() => joinSlices(a, b)).toThrow(/ClockTicked/)
    const r = reducerOf({ clock: a })
    expect(() => r.add({ clock: b })).toThrow(/two handlers for ClockTicked/)
    // The same part registered again is left as it is.
    expect(() => r.add({ clock: a })).not.toThrow()
  })
})

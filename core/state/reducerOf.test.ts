import { describe, expect, it } from "vitest"
import { reducerOf } from "./reducerOf.ts"
import { joinSlices, slice } from "./Slice.ts"
import { initialState } from "./State.ts"

const tick = { _tag: "ClockTicked", now: 5 } as const
const ticking = slice(initialState.clock, { ClockTicked: (s, e) => ({ ...s, now: e.now }) })
const idle = slice(initialState.clock, {})
const alsoTicking = slice(initialState.clock, { ClockTicked: (s) => s })

describe("a reducer that grows", () => {
  it("adds a second part of a slice to the first, and folds with both", () => {
    const r = reducerOf({ clock: ticking })
    r.add({ clock: idle })
    expect(r.reduce(initialState, tick).clock.now).toBe(5)
  })

  it("refuses two parts of a slice that handle the same tag", () => {
    expect(() => joinSlices(ticking, alsoTicking)).toThrow(/ClockTicked/)
    const r = reducerOf({ clock: ticking })
    expect(() => r.add({ clock: alsoTicking })).toThrow(/two handlers for ClockTicked/)
    // The same part registered again is left as it is.
    expect(() => r.add({ clock: ticking })).not.toThrow()
  })
})

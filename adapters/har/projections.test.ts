import { describe, expect, it } from "vitest"
import { initialState, reduce } from "../../core/state/State.ts"
import { projections } from "./projections.ts"

describe("projections", () => {
  it("is the state's slices as plain JSON", () => {
    const state = reduce(initialState, { _tag: "ClockTicked", now: 42 })
    const p = projections(state)
    expect(Object.keys(p)).toEqual(Object.keys(state))
    expect(p.clock).toEqual({ now: 42 })
    expect(JSON.parse(JSON.stringify(p))).toEqual(p)
  })
})

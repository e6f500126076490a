import { describe, expect, it } from "vitest"
import { initialState, reduce } from "../../core/state/State.ts"
import { projections, stateJson } from "./projections.ts"

describe("stateJson", () => {
  it("is the state's slices as plain JSON", () => {
    const state = reduce(initialState, { _tag: "ClockTicked", now: 42 })
    const p = stateJson(state)
    expect(Object.keys(p)).toEqual(Object.keys(state))
    expect(p.clock).toEqual({ now: 42 })
    expect(JSON.parse(JSON.stringify(p))).toEqual(p)
  })
})

describe("projections", () => {
  it("is what the portal shows, through the core's projections, as plain JSON", () => {
    const p = projections(reduce(initialState, { _tag: "ClockTicked", now: 42 }))
    expect(Object.keys(p)).toEqual([
      "session",
      "system",
      "clock",
      "loggedInBar",
      "memberCentreMenu",
      "agentCentreMenu",
      "pendingFunds",
      "recordVendors",
    ])
    expect(p.session).toEqual({ loggedIn: false })
    expect(JSON.parse(JSON.stringify(p))).toEqual(p)
  })
})

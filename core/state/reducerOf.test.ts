import { describe, expect, it } from "vitest"
import { reducerOf } from "./reducerOf.ts"
import { slice } from "./Slice.ts"
import { initialState } from "./State.ts"

const tick = { _tag: "ClockTicked", now: 5 } as const
const ticking = slice(initialState.clock, { ClockTicked: (s, e) => ({ ...s, now: e.now }) })
const alsoTicking = slice(initialState.clock, { ClockTicked: (s) => s })
const referral = slice(initialState.registration, {
  ReferralCodeCaptured: (s, e) => ({ ...s, storedReferralCode: e.referralCode }),
})

describe("a reducer that grows", () => {
  it("adds whole slices and folds with every one registered", () => {
    const r = reducerOf({ clock: ticking })
    expect(r.handles("ReferralCodeCaptured")).toBe(false)
    r.add({ registration: referral })
    expect([...r.keys()].sort()).toEqual(["clock", "registration"])
    const s = r.reduce(r.reduce(initialState, tick), { _tag: "ReferralCodeCaptured", referralCode: "R1" })
    expect(s.clock.now).toBe(5)
    expect(s.registration.storedReferralCode).toBe("R1")
  })

  it("refuses a second slice for a key already registered, and leaves the same slice registered again as it is", () => {
    const r = reducerOf({ clock: ticking })
    expect(() => r.add({ clock: alsoTicking })).toThrow(/clock slice is registered already/)
    expect(() => r.add({ clock: ticking })).not.toThrow()
    expect(r.reduce(initialState, tick).clock.now).toBe(5)
  })
})

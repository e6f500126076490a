import { describe, expect, it } from "vitest"
import { firstSlices } from "../state/firstSlices.ts"
import { laterSlices } from "../state/laterSlices.ts"
import { reducerOf } from "../state/reducerOf.ts"
import { initialState, replay } from "../state/State.ts"
import { storeOf } from "./storeOf.ts"

describe("a store whose slices arrive later", () => {
  it("leaves a later slice at its initial value, then folds every past event into it when it registers", () => {
    const store = storeOf(reducerOf(firstSlices), initialState)
    const seen: Array<string> = []
    store.subscribe((_, e) => seen.push(e._tag))
    store.dispatch({ _tag: "ReferralCodeCaptured", referralCode: "R1" })
    store.dispatch({ _tag: "ClockTicked", now: 5 })
    expect(store.state().registration).toBe(initialState.registration)
    expect(store.state().clock).not.toBe(initialState.clock)
    expect(store.handles("ClockTicked")).toBe(true)
    expect(store.handles("ReferralCodeCaptured")).toBe(false)
    const after = store.register(laterSlices)
    expect(after.registration.storedReferralCode).toBe("R1")
    expect(after).toStrictEqual(replay(store.log()))
    expect(store.state()).toBe(after)
    // Registering dispatches nothing; a slice registered twice keeps one set of handlers.
    expect(seen).toEqual(["ReferralCodeCaptured", "ClockTicked"])
    expect(store.handles("ReferralCodeCaptured")).toBe(true)
    store.register(laterSlices)
    store.dispatch({ _tag: "ReferralCodeCaptured", referralCode: "R2" })
    expect(store.state()).toStrictEqual(replay(store.log()))
  })
})

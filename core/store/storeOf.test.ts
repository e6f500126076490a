import { describe, expect, it } from "vitest"
import { reducerOf } from "../state/reducerOf.ts"
import { initialState, replay, slices } from "../state/State.ts"
import { storeOf } from "./storeOf.ts"

const { clock, system, settings, session, language, catalogue, content, ...later } = slices
const first = { clock, system, settings, session, language, catalogue, content }

describe("a store whose slices arrive later", () => {
  it("leaves a later slice at its initial value, then folds every past event into it when it registers", () => {
    // A copy of the initial state, as a browser's first view holds it (the later slices' modules not loaded).
    const store = storeOf(reducerOf(first), structuredClone(initialState))
    const seen: Array<string> = []
    store.subscribe((_, e) => seen.push(e._tag))
    store.dispatch({ _tag: "ReferralCodeCaptured", referralCode: "R1" })
    store.dispatch({ _tag: "ClockTicked", now: 5 })
    expect(store.state().registration).toEqual(initialState.registration)
    expect(store.state().clock).not.toEqual(initialState.clock)
    expect(store.handles("ClockTicked")).toBe(true)
    expect(store.handles("ReferralCodeCaptured")).toBe(false)
    const after = store.register(later)
    expect(after.registration.storedReferralCode).toBe("R1")
    expect(after).toStrictEqual(replay(store.log()))
    expect(store.state()).toBe(after)
    // A later slice no event touched holds its own initial value again, not the copy.
    expect(after.launch).toBe(initialState.launch)
    // Registering dispatches nothing; a slice registered twice keeps one set of handlers.
    expect(seen).toEqual(["ReferralCodeCaptured", "ClockTicked"])
    expect(store.handles("ReferralCodeCaptured")).toBe(true)
    store.register(later)
    store.dispatch({ _tag: "ReferralCodeCaptured", referralCode: "R2" })
    expect(store.state()).toStrictEqual(replay(store.log()))
  })
})

describe("a bounded store", () => {
  it("keeps one clock tick of a run of them, and a window of the other events after a snapshot", () => {
    const store = storeOf(reducerOf(slices), initialState, { keep: 10 })
    for (let now = 1; now <= 10_000; now++) store.dispatch({ _tag: "ClockTicked", now })
    expect(store.log()).toEqual([{ _tag: "ClockTicked", now: 10_000 }])
    for (let i = 0; i < 25; i++) store.dispatch({ _tag: "ReferralCodeCaptured", referralCode: `R${i}` })
    expect(store.log().length).toBeLessThanOrEqual(20)
    expect(store.snapshot()).not.toBe(initialState)
    expect(store.state()).toStrictEqual(replay(store.log(), store.snapshot()))
    expect(store.state().registration.storedReferralCode).toBe("R24")
    expect(store.state().clock.now).toBe(10_000)
  })

  it("keeps the whole log until every slice is registered, so a late slice still sees every event", () => {
    const store = storeOf(reducerOf(first), structuredClone(initialState), { keep: 2 })
    for (let i = 0; i < 10; i++) store.dispatch({ _tag: "ReferralCodeCaptured", referralCode: `R${i}` })
    expect(store.log()).toHaveLength(10)
    expect(store.register(later).registration.storedReferralCode).toBe("R9")
  })
})

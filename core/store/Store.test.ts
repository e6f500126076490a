import { describe, expect, it } from "vitest"
import type { Event } from "../events/Event.ts"
import { initialState, slices } from "../state/State.ts"
import * as Store from "./Store.ts"

const login: ReadonlyArray<Event> = [
  { _tag: "ClockTicked", now: 1_000 },
  { _tag: "ReferralCodeCaptured", referralCode: "R1" },
  { _tag: "BalanceVisibilityToggled" },
]

describe("a store over the slices a shell shows", () => {
  it("folds the chosen slices as the whole store does, and leaves the others at their initial value", () => {
    const { clock, wallet } = slices
    const some = Store.of({ clock, wallet }, initialState)
    const all = Store.make()
    for (const event of login) {
      some.dispatch(event)
      all.dispatch(event)
    }
    expect(some.state().clock).toEqual(all.state().clock)
    expect(some.state().wallet).toEqual(all.state().wallet)
    expect(some.state().wallet).not.toEqual(initialState.wallet)
    // The registration slice was left out: the referral code is logged, not folded.
    expect(all.state().registration.storedReferralCode).toBe("R1")
    expect(some.state().registration).toBe(initialState.registration)
    expect(some.log()).toEqual(login)
    // Registering it later folds the whole log into it.
    expect(some.register({ registration: slices.registration }).registration).toEqual(all.state().registration)
  })
})

/**
 * The core's invariants, over random event sequences of the whole core (fast-check): a trial member never
 * has a member page, an agent page or a game launched for real money (one played for fun is open to anyone); the SMS countdown is never negative and a resend is blocked
 * exactly until it reaches 0; agent status holds exactly for types 1, 2, 41, 42; a header category shows exactly when
 * it has a vendor.
 */
import * as fc from "fast-check"
import { describe, expect, it } from "vitest"
import type { Event } from "../../core/events/Event.ts"
import { isAgent, isTrialMember } from "../../core/permissions/roles.ts"
import { initialState, reduce, type State } from "../../core/state/State.ts"
import { headerCategories, vendorsOf } from "../../core/state/slices/catalogue.ts"
import { isFun } from "../../core/state/slices/launch.ts"
import { canRequest, secondsLeft } from "../../core/state/slices/sms.ts"
import { eventArbitraries, eventArbitrary } from "../support/arbitrary.ts"

const memberOf = (type: number): ReadonlyArray<Event> => [
  { _tag: "LoginSubmitted", method: "username", account: "someone", defaultPassword: false } as unknown as Event,
  {
    _tag: "LoginSucceeded",
    value: { token: "[redacted]", firstTimeLogin: false, passwordExpired: false },
  } as unknown as Event,
  { _tag: "MemberInfoLoaded", value: { id: 7, account: "someone", type } } as unknown as Event,
]

/** Events that try hardest to open the centres and launch games, mixed with everything else. */
const pressing: fc.Arbitrary<Event> = fc.oneof(
  { weight: 3, arbitrary: eventArbitrary },
  ...["ModalOpened", "MemberCentreOpened", "AgentCentreOpened", "GameLaunched", "LaunchDecided", "ClockTicked"]
    .filter((t) => t in eventArbitraries)
    .map((t) => ({ weight: 1, arbitrary: eventArbitraries[t as keyof typeof eventArbitraries] })),
)

const fold = (events: ReadonlyArray<Event>, each: (s: State) => void) => {
  let s = initialState
  for (const e of events) {
    s = reduce(s, e)
    each(s)
  }
  return s
}

describe("core invariants over random sessions", () => {
  it("a trial member never has a member page, an agent page or a game launched for real money", () => {
    fc.assert(
      fc.property(fc.array(pressing, { maxLength: 60 }), (events) => {
        fold([...memberOf(4), ...events], (s) => {
          if (!isTrialMember(s)) return
          expect(s.memberCentre.open).toBe(false)
          expect(s.agentCentre.open).toBe(false)
          if (!isFun(s.launch.status)) expect(["Launched", "Loading", "OwnWindow"]).not.toContain(s.launch.status._tag)
        })
      }),
      { numRuns: 300 },
    )
  })

  it("the SMS countdown is never negative and a resend is blocked until it reaches 0", () => {
    const purposes = ["login", "registerByUsername", "registerByMobile", "resetPassword"] as const
    fc.assert(
      fc.property(fc.array(pressing, { maxLength: 60 }), fc.constantFrom(...purposes), (events, purpose) => {
        fold(events, (s) => {
          const left = secondsLeft(s.sms, purpose as never, s.clock.now)
          expect(left).toBeGreaterThanOrEqual(0)
          if (left > 0) expect(canRequest(s.sms, purpose as never, s.clock.now)).toBe(false)
        })
      }),
      { numRuns: 300 },
    )
  })

  it("agent status holds exactly for types 1, 2, 41 and 42", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1, max: 60 }), fc.array(eventArbitrary, { maxLength: 10 }), (type, noise) => {
        const s = fold(
          [
            ...memberOf(type),
            ...noise.filter(
              (e) => e._tag !== "MemberInfoLoaded" && e._tag !== "LoggedOut" && e._tag !== "SessionEnded",
            ),
          ],
          () => undefined,
        )
        if (s.session.loggedIn && s.session.member !== undefined) {
          expect(isAgent(s)).toBe([1, 2, 41, 42].includes(s.session.member.type))
        } else expect(isAgent(s)).toBe(false)
      }),
      { numRuns: 300 },
    )
  })

  it("a header category shows exactly when it has a vendor", () => {
    const categories = ["ELOTT", "LOTT", "LIVE", "SPORTS", "FISH", "RNG", "PVP", "ESPORTS"] as const
    fc.assert(
      fc.property(fc.array(pressing, { maxLength: 40 }), (events) => {
        fold(events, (s) => {
          const shown = new Set(headerCategories(s.catalogue).map((c) => c.category))
          for (const c of categories) expect(shown.has(c)).toBe(vendorsOf(s.catalogue, c).length > 0)
        })
      }),
      { numRuns: 200 },
    )
  })
})

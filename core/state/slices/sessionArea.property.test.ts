/**
 * Properties of the session area's slices over random event sequences: every handler is total, and the invariants
 * hold whatever the order: member info implies a session, a forced password change implies a session, no modal is
 * open twice, an SMS countdown is never below zero.
 */
import * as fc from "fast-check"
import { describe, expect, it } from "vitest"
import type { Event } from "../../events/Event.ts"
import { makeBrandConfig } from "../../model/BrandConfig.ts"
import { replay } from "../State.ts"
import { secondsLeft } from "./sms.ts"

const endpoint = fc.constantFrom(
  "login",
  "loginVerification",
  "register",
  "affiliate",
  "smsLoginCode",
  "smsRegisterCode",
  "balance",
)
const purpose = fc.constantFrom("login", "registerByUsername", "registerByMobile", "resetPassword" as const)
const modal = fc.constantFrom("login", "loginPopup", "register", "forgetPass", "changePass", "dialog" as const)

const event: fc.Arbitrary<Event> = fc.oneof(
  fc.record({
    _tag: fc.constant("LoginSubmitted" as const),
    method: fc.constantFrom("username", "sms", "firebase", "freePlay" as const),
    account: fc.string(),
    defaultPassword: fc.boolean(),
  }),
  fc.record({
    _tag: fc.constant("LoginSucceeded" as const),
    value: fc.record({ token: fc.string(), passwordExpired: fc.option(fc.boolean(), { nil: null }) }),
  }),
  fc.record({
    _tag: fc.constant("ForcedPasswordChangeRestored" as const),
    reason: fc.constantFrom("defaultPassword", "expired" as const),
    account: fc.string(),
  }),
  fc.record({ _tag: fc.constant("FreePlayStarted" as const), value: fc.record({ token: fc.string() }) }),
  fc.record({
    _tag: fc.constant("Registered" as const),
    value: fc.record({ token: fc.option(fc.string(), { nil: null }) }),
  }),
  fc.record({
    _tag: fc.constant("MemberInfoLoaded" as const),
    value: fc.record({ account: fc.string(), type: fc.constantFrom(0, 1, 4, 41) }),
  }),
  fc.record({
    _tag: fc.constant("CallFailed" as const),
    endpoint,
    status: fc.integer({ min: 200, max: 599 }),
    errorCode: fc.constantFrom("x", "login_verify_required"),
    message: fc.string(),
    captcha: fc.boolean(),
  }),
  fc.record({ _tag: fc.constant("SessionEnded" as const), endpoint, errorCode: fc.string(), message: fc.string() }),
  fc.constant<Event>({ _tag: "LoggedOut", value: null }),
  fc.constant<Event>({ _tag: "PasswordChanged", value: null }),
  fc.record({ _tag: fc.constant("ModalOpened" as const), modal }),
  fc.record({ _tag: fc.constant("ModalClosed" as const), modal }),
  fc.record({
    _tag: fc.constant("SmsCodeRequested" as const),
    purpose,
    channel: fc.constantFrom("platform", "thirdParty" as const),
    at: fc.integer({ min: 0, max: 1e9 }),
  }),
  fc.record({ _tag: fc.constant("LoginSmsCodeSent" as const), value: fc.record({ expiredMinutes: fc.double() }) }),
  fc.record({ _tag: fc.constant("ClockTicked" as const), now: fc.integer({ min: 0, max: 2e9 }) }),
  fc.constant<Event>({
    _tag: "WhiteLabelLoaded",
    value: [{ modId: "PWDEXPFORCECHANGE3", enabled: true, childrenNodes: [] }],
  }),
  fc.constant<Event>({ _tag: "BrandConfigured", config: makeBrandConfig("m", { smsChannel: "thirdParty" }) }),
)

describe("session area properties", () => {
  it("hold for any sequence of events", () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 40 }), purpose, fc.integer(), (events, p, now) => {
        const s = replay(events)
        if (s.session.member !== undefined) expect(s.session.loggedIn).toBe(true)
        // Spec section 4: a login that must first change its password is held, not logged in, until the change.
        if (s.session.forcedPasswordChange !== undefined) expect(s.session.loggedIn).toBe(false)
        expect(new Set(s.modals.open).size).toBe(s.modals.open.length)
        expect(secondsLeft(s.sms, p, now)).toBeGreaterThanOrEqual(0)
      }),
    )
  })
})

import * as fc from "fast-check"
import { describe, expect, it } from "vitest"
import type { Event } from "../../events/Event.ts"
import type { SmsPurpose } from "../../model/SmsRequest.ts"
import { replay } from "../State.ts"
import { canRequest, secondsLeft } from "./sms.ts"

const requested = (purpose: SmsPurpose, at: number, channel: "platform" | "thirdParty" = "platform"): Event => ({
  _tag: "SmsCodeRequested",
  purpose,
  channel,
  at,
})

describe("sms slice", () => {
  it("counts expiredMinutes x 60 s from the request for that form only", () => {
    const s = replay([requested("login", 10_000), { _tag: "LoginSmsCodeSent", value: { expiredMinutes: 2 } }]).sms
    expect(s.cooldownUntil.login).toBe(130_000)
    expect(secondsLeft(s, "login", 10_000)).toBe(120)
    expect(secondsLeft(s, "login", 129_001)).toBe(1)
    expect(secondsLeft(s, "login", 500_000)).toBe(0)
    expect(secondsLeft(s, "registerByMobile", 10_000)).toBe(0)
    expect(canRequest(s, "login", 20_000)).toBe(false)
    expect(canRequest(s, "registerByMobile", 20_000)).toBe(true)
  })
  it("counts 60 s on the third-party channel whatever expiredMinutes says", () => {
    const s = replay([
      requested("registerByUsername", 0, "thirdParty"),
      { _tag: "RegisterSmsCodeSent", value: { expiredMinutes: 5 } },
    ]).sms
    expect(secondsLeft(s, "registerByUsername", 0)).toBe(60)
  })
  it("clears the request on a refusal and keeps the message for the warning dialog", () => {
    const s = replay([
      requested("login", 0),
      {
        _tag: "CallFailed",
        endpoint: "smsLoginCode",
        status: 200,
        errorCode: "sms.limit",
        message: "Too many",
        captcha: false,
      },
    ]).sms
    expect(s.pending).toBeUndefined()
    expect(s.error).toEqual({ errorCode: "sms.limit", message: "Too many" })
    expect(secondsLeft(s, "login", 0)).toBe(0)
  })
  it("throttles a second request within 1000 ms", () => {
    const s = replay([
      requested("login", 5_000),
      { _tag: "CallFailed", endpoint: "smsLoginCode", status: 400, errorCode: "e", message: "", captcha: false },
    ]).sms
    expect(canRequest(s, "login", 5_999)).toBe(false)
    expect(canRequest(s, "login", 6_000)).toBe(true)
  })
  it("reads exactly expiredMinutes x 60 when the code arrives, then one less at each tick (not 301 for 300)", () => {
    // The clock ticked at 9 000; the request came 400 ms later; the answer before the next tick.
    const s = replay([
      { _tag: "ClockTicked", now: 9_000 },
      requested("login", 9_400),
      { _tag: "LoginSmsCodeSent", value: { expiredMinutes: 5 } },
    ]).sms
    expect(secondsLeft(s, "login", 9_000)).toBe(300)
    expect(secondsLeft(s, "login", 10_000)).toBe(299)
    expect(secondsLeft(s, "login", 308_000)).toBe(1)
    expect(secondsLeft(s, "login", 309_000)).toBe(0)
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 0, max: 999 }), (tick, lag) => {
        const t = replay([
          { _tag: "ClockTicked", now: tick },
          requested("registerByMobile", tick + lag),
          { _tag: "RegisterSmsCodeSent", value: { expiredMinutes: 5 } },
        ]).sms
        expect(secondsLeft(t, "registerByMobile", tick)).toBe(300)
      }),
    )
  })
  it("starts from the last tick when it is later than the request", () => {
    const s = replay([
      requested("login", 1_000),
      { _tag: "ClockTicked", now: 3_000 },
      { _tag: "LoginSmsCodeSent", value: { expiredMinutes: 1 } },
    ]).sms
    expect(s.cooldownUntil.login).toBe(63_000)
  })
  it("starts nothing for an answer without its request (no form to count for)", () => {
    const before = replay([{ _tag: "ClockTicked", now: 1_000 }])
    expect(replay([{ _tag: "LoginSmsCodeSent", value: { expiredMinutes: 1 } }], before).sms).toBe(before.sms)
  })
  it("never counts below zero, whatever the answer and the time", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.double({ noNaN: false }), fc.integer(), (at, minutes, now) => {
        const s = replay([requested("login", at), { _tag: "LoginSmsCodeSent", value: { expiredMinutes: minutes } }]).sms
        const left = secondsLeft(s, "login", now)
        expect(left).toBeGreaterThanOrEqual(0)
        expect(Number.isNaN(left)).toBe(false)
      }),
    )
  })
})

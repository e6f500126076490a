import { describe, expect, it } from "vitest"
import { makeBrandConfig } from "../model/BrandConfig.ts"
import { secondsLeft } from "../state/slices/sms.ts"
import { requestSmsCode } from "./requestSmsCode.ts"
import { makeTestRuntime, ok } from "./testRuntime.ts"

describe("requestSmsCode", () => {
  it("asks the no-login endpoint for a login code and counts expiredMinutes x 60 s", async () => {
    const rt = makeTestRuntime({ now: 100_000, answers: { smsLoginCode: ok({ expiredMinutes: 3 }) } })
    const exit = await rt.run(requestSmsCode({ purpose: "login", mobileNum: " 9171234567 ", countryDialingCode: "63" }))
    expect(exit).toMatchObject({ _tag: "Success", value: "sent" })
    expect(rt.requests[0]?.body).toEqual({ mobileNum: "9171234567", countryDialingCode: "63" })
    expect(rt.tags()).toEqual(["SmsCodeRequested", "LoginSmsCodeSent"])
    expect(secondsLeft(rt.store.state().sms, "login", 100_000)).toBe(180)
  })
  it("blocks a resend until the countdown reaches zero", async () => {
    const rt = makeTestRuntime({ now: 0, answers: { smsLoginCode: ok({ expiredMinutes: 1 }) } })
    await rt.run(requestSmsCode({ purpose: "login", mobileNum: "1" }))
    rt.clock.set(59_999)
    expect(await rt.run(requestSmsCode({ purpose: "login", mobileNum: "1" }))).toMatchObject({ value: "coolingDown" })
    rt.clock.set(60_000)
    expect(await rt.run(requestSmsCode({ purpose: "login", mobileNum: "1" }))).toMatchObject({ value: "sent" })
    expect(rt.called()).toEqual(["smsLoginCode", "smsLoginCode"])
  })
  it("ignores a second request within 1000 ms even after a refusal", async () => {
    const rt = makeTestRuntime({
      now: 0,
      answers: { smsLoginCode: { status: 200, body: { success: false, message: "Mobile not bound" } } },
    })
    await rt.run(requestSmsCode({ purpose: "resetPassword", mobileNum: "1" }))
    expect(rt.store.state().modals.dialog).toEqual({
      kind: "warning",
      key: "sms_request_failed",
      message: "Mobile not bound",
      errorCode: "http_400",
    })
    rt.clock.set(500)
    expect(await rt.run(requestSmsCode({ purpose: "resetPassword", mobileNum: "1" }))).toMatchObject({
      value: "throttled",
    })
    expect(rt.called()).toEqual(["smsLoginCode"])
  })
  it("asks the register endpoint with mobileNo and the form, counting 60 s on the third-party channel", async () => {
    const rt = makeTestRuntime({ now: 0, answers: { smsRegisterCode: ok({ expiredMinutes: 5 }) } })
    rt.store.dispatch({ _tag: "BrandConfigured", config: makeBrandConfig("m", { smsChannel: "thirdParty" }) })
    await rt.run(requestSmsCode({ purpose: "registerByMobile", mobileNum: "9171234567", countryDialingCode: "63" }))
    expect(rt.requests[0]?.body).toEqual({ mobileNo: "9171234567", regType: "mobile", countryDialingCode: "63" })
    expect(secondsLeft(rt.store.state().sms, "registerByMobile", 0)).toBe(60)
    expect(secondsLeft(rt.store.state().sms, "login", 0)).toBe(0)
  })
})

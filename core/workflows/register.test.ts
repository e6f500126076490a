import { describe, expect, it } from "vitest"
import type { Event } from "../events/Event.ts"
import { register } from "./register.ts"
import { makeTestRuntime, ok, refused } from "./testRuntime.ts"

const memberWire = { id: 1, account: "newbie01", type: 0 }
const rules = (value: Record<string, unknown>): Event => ({ _tag: "RegisterRulesLoaded", value: value as never })
const flags = (...on: Array<string>): Event => ({
  _tag: "WhiteLabelLoaded",
  value: on.map((modId) => ({ modId, enabled: true, childrenNodes: [] })),
})
const form = { username: "newbie01", password: "abc12345", confirmPassword: "abc12345", affiliateCode: "AFF7" }

describe("register", () => {
  it("checks the shown affiliate code, verifies, registers with the extras, logs in and goes home", async () => {
    const rt = makeTestRuntime({
      answers: {
        affiliate: ok(),
        register: ok({ token: "new-token", firstTimeLogin: true }),
        memberInfo: ok(memberWire),
      },
    })
    rt.store.dispatch(rules({ affiliateCode: { enabled: "1" } }))
    rt.store.dispatch({ _tag: "ReferralCodeCaptured", referralCode: "REF9" })
    const exit = await rt.run(
      register({ method: "username", form, registerUrl: "https://arena.test/register", domain: "arena.test" }),
    )
    expect(exit).toMatchObject({ _tag: "Success", value: "registered" })
    expect(rt.called()).toEqual(["affiliate", "register", "memberInfo"])
    expect(rt.requests[0]?.body).toEqual({ code: "AFF7", domain: "arena.test" })
    expect(rt.requests[1]?.body).toEqual({
      ...form,
      referralCode: "REF9",
      registerUrl: "https://arena.test/register",
      domain: "arena.test",
      registerMethod: "WEB",
      login: true,
    })
    expect(rt.tags().slice(2)).toEqual([
      "RegistrationSubmitted",
      "AffiliateChecked",
      "Registered",
      "MemberInfoLoaded",
      "NavigationRequested",
    ])
    expect(rt.session.get("token")).toBe("new-token")
    const s = rt.store.state()
    expect(s.session).toMatchObject({ loggedIn: true, method: "register", member: { account: "newbie01" } })
    expect(s.registration).toMatchObject({ done: true, pending: false, affiliate: "valid" })
    expect(JSON.stringify(rt.store.log())).not.toMatch(/abc12345|new-token/)
  })
  it("stops at a refused invitation code with 'invitation code error'", async () => {
    const rt = makeTestRuntime({ answers: { affiliate: refused(400, "affiliate.not.exist", "No such code") } })
    rt.store.dispatch(rules({ affiliateCode: { enabled: true } }))
    const exit = await rt.run(register({ method: "username", form, registerUrl: "u" }))
    expect(exit._tag).toBe("Failure")
    expect(rt.called()).toEqual(["affiliate"])
    expect(rt.store.state().registration.error).toEqual({ key: "invitation_code_error", message: "No such code" })
    expect(rt.store.state().modals.dialog?.key).toBe("invitation_code_error")
  })
  it("skips the affiliate check when the field is not shown", async () => {
    const rt = makeTestRuntime({ answers: { register: ok({ token: "t" }), memberInfo: ok(memberWire) } })
    await rt.run(register({ method: "username", form, registerUrl: "u" }))
    expect(rt.called()).toEqual(["register", "memberInfo"])
  })
  it("refuses without an SMS code when SMS verification is on", async () => {
    const rt = makeTestRuntime()
    rt.store.dispatch(flags("REGMOBVERF3"))
    const exit = await rt.run(
      register({ method: "username", form: { username: "u", password: "p" }, registerUrl: "u" }),
    )
    expect(exit._tag).toBe("Failure")
    expect(rt.called()).toEqual([])
    expect(rt.store.state().registration.error).toEqual({ key: "verification_code_required", message: "" })
  })
  it("registers by mobile with the mobile number as username and the form as typed", async () => {
    const rt = makeTestRuntime({ answers: { registerMobile: ok({ token: "t" }), memberInfo: ok(memberWire) } })
    const mobileForm = {
      username: "",
      password: "abc12345",
      mobileNum: "9171234567",
      countryDialingCode: "63",
      verificationCode: "1111",
    }
    await rt.run(register({ method: "mobile", form: mobileForm, registerUrl: "u" }))
    expect(rt.requests[0]?.endpoint.path).toBe("/wps/member/register/mobile")
    expect(rt.requests[0]?.body).toEqual({ ...mobileForm, username: "9171234567", login: true })
    expect(rt.tags()).toContain("RegisteredByMobile")
  })
  it("refreshes the captcha after a failed registration when captchas are on", async () => {
    const rt = makeTestRuntime({
      now: 5_000,
      answers: { register: refused(400, "username.exist", "Taken"), captcha: ok("QUJD") },
    })
    rt.store.dispatch(rules({ captcha: { enabled: "1", required: "1" } }))
    await rt.run(register({ method: "username", form: { ...form, captcha: "1234" }, registerUrl: "u" }))
    expect(rt.called()).toEqual(["register", "captcha"])
    expect(rt.store.state().registration.error).toEqual({ key: "username.exist", message: "Taken" })
    expect(rt.store.state().session.captcha.image).toBe("QUJD")
  })
  it("refuses when the verification tool fails, before registering", async () => {
    const rt = makeTestRuntime({ verifier: "failed" })
    await rt.run(register({ method: "username", form, registerUrl: "u" }))
    expect(rt.called()).toEqual([])
    expect(rt.store.state().registration.error?.key).toBe("captcha_check_failed")
  })
})

import { describe, expect, it } from "vitest"
import { loginBySms } from "./loginBySms.ts"
import { makeTestRuntime, noPopularLotteries, ok, smsLogin } from "./testRuntime.ts"

const memberWire = { id: 9, account: "m9171234567", type: "0" }

describe("loginBySms", () => {
  it("logs in with type sms, skipping the verification tool, and never forces a change", async () => {
    const rt = makeTestRuntime({
      verifier: "failed",
      session: [["cpw", "x"]],
      answers: {
        login: ok({ token: "t", passwordExpired: true }),
        memberInfo: ok(memberWire),
        popularLotteries: noPopularLotteries,
      },
    })
    const exit = await rt.run(loginBySms(smsLogin.input))
    expect(exit).toMatchObject({ _tag: "Success", value: "loggedIn" })
    expect(rt.requests[0]?.body).toEqual(smsLogin.wire)
    expect(rt.tags()).toEqual(["LoginSubmitted", "LoginSucceeded", "PopularLotteriesLoaded", "MemberInfoLoaded"])
    expect(rt.store.state().session).toMatchObject({ loggedIn: true, method: "sms", passwordUnknown: true })
    expect(rt.store.state().session.forcedPasswordChange).toBeUndefined()
    expect(rt.session.has("cpw")).toBe(false)
    expect(JSON.stringify(rt.store.log())).not.toContain("4821")
  })
  it("remembers the mobile number and dialing code for 24 hours when ticked", async () => {
    const rt = makeTestRuntime({ answers: { login: ok({ token: "t" }), memberInfo: ok(memberWire) } })
    await rt.run(loginBySms({ mobileNum: "9171234567", countryDialingCode: "63", code: "1", remember: true }))
    expect(rt.cookies.jar.get("mobileNum")?.value).toBe("9171234567")
    expect(rt.cookies.jar.get("countryDialingCode")).toEqual({ value: "63", expires: 86_400_000 })
    expect(rt.cookies.jar.has("username")).toBe(false)
  })
  it("forgets them when not ticked", async () => {
    const rt = makeTestRuntime({ answers: { login: ok({ token: "t" }), memberInfo: ok(memberWire) } })
    rt.cookies.jar.set("mobileNum", { value: "old", expires: Number.POSITIVE_INFINITY })
    await rt.run(loginBySms({ mobileNum: "9171234567", code: "1", remember: false }))
    expect(rt.cookies.jar.has("mobileNum")).toBe(false)
  })
})

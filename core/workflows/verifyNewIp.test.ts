import { describe, expect, it } from "vitest"
import { loginByUsername } from "./loginByUsername.ts"
import { makeTestRuntime, noPopularLotteries, ok, refused } from "./testRuntime.ts"
import { verifyNewIp } from "./verifyNewIp.ts"

describe("verifyNewIp", () => {
  it("completes a login held for a new IP with the chosen proof", async () => {
    const rt = makeTestRuntime({
      answers: {
        login: refused(400, "login_verify_required", ""),
        loginVerification: ok({ token: "tok" }),
        memberInfo: ok({ account: "player01", type: 0 }),
        popularLotteries: noPopularLotteries,
      },
    })
    await rt.run(loginByUsername({ username: "player01", password: "s3cret", remember: false }))
    expect(rt.store.state().session.secondVerification).toHaveLength(4)
    const exit = await rt.run(
      verifyNewIp({
        username: "player01",
        password: "s3cret",
        method: "bankAccountName",
        code: "JUAN DELA CRUZ",
        remember: false,
      }),
    )
    expect(exit).toMatchObject({ _tag: "Success", value: "loggedIn" })
    expect(rt.requests[1]?.endpoint.path).toBe("/wps/session/login/verification")
    expect(rt.requests[1]?.body).toEqual({
      username: "player01",
      password: "s3cret",
      verifyType: "bankAccountName",
      verifyCode: "JUAN DELA CRUZ",
    })
    expect(rt.tags().slice(-4)).toEqual([
      "LoginSubmitted",
      "SecondVerificationPassed",
      "PopularLotteriesLoaded",
      "MemberInfoLoaded",
    ])
    const s = rt.store.state().session
    expect(s).toMatchObject({ loggedIn: true, secondVerification: undefined })
    expect(rt.session.get("token")).toBe("tok")
    expect(JSON.stringify(rt.store.log())).not.toMatch(/s3cret|JUAN|"tok"/)
  })
  it("offers only the methods the platform named in the refusal (value.methods), in the form's order", async () => {
    const rt = makeTestRuntime({
      answers: {
        login: refused(403, "login_verify_required", "New address", { methods: ["email", "sms", "carrierPigeon"] }),
      },
    })
    await rt.run(loginByUsername({ username: "p", password: "s", remember: false }))
    expect(rt.store.state().session.secondVerification).toEqual(["sms", "email"])
    const failed = rt.store.log().find((e) => e._tag === "CallFailed")
    expect(failed).toMatchObject({ errorCode: "login_verify_required", methods: ["sms", "email"] })
  })
  it("keeps the choice of methods when the proof is refused", async () => {
    const rt = makeTestRuntime({
      answers: {
        login: refused(400, "login_verify_required", ""),
        loginVerification: refused(400, "verify.fail", "Wrong"),
      },
    })
    await rt.run(loginByUsername({ username: "p", password: "s", remember: false }))
    await rt.run(verifyNewIp({ username: "p", password: "s", method: "google", code: "000000", remember: false }))
    expect(rt.store.state().session).toMatchObject({ loggedIn: false, error: { errorCode: "verify.fail" } })
    expect(rt.store.state().session.secondVerification).toEqual(["sms", "email", "bankAccountName", "google"])
  })
})

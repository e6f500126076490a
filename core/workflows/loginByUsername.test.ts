import { describe, expect, it } from "vitest"
import { loginByUsername } from "./loginByUsername.ts"
import { makeTestRuntime, noPopularLotteries, ok, refused } from "./testRuntime.ts"

const memberWire = { id: 501, account: "player01", type: 0, clubLabel: { labelName: "VIP1" }, memberLabel: [] }
const loginWire = { token: "tok-123", firstTimeLogin: false, passwordExpired: false }

describe("loginByUsername", () => {
  it("checks the tool, logs in with trimmed fields, stores the token, loads member info", async () => {
    const rt = makeTestRuntime({
      answers: { login: ok(loginWire), memberInfo: ok(memberWire), popularLotteries: noPopularLotteries },
    })
    const exit = await rt.run(loginByUsername({ username: " player01 ", password: " s3cret ", remember: false }))
    expect(exit).toMatchObject({ _tag: "Success", value: "loggedIn" })
    expect(rt.tags()).toEqual(["LoginSubmitted", "LoginSucceeded", "PopularLotteriesLoaded", "MemberInfoLoaded"])
    expect(rt.requests[0]?.body).toEqual({ username: "player01", password: "s3cret", type: "username" })
    expect(rt.session.get("token")).toBe("tok-123")
    expect(rt.session.get("account")).toBe("player01")
    const s = rt.store.state()
    expect(s.session).toMatchObject({ loggedIn: true, pending: false, member: { account: "player01", label: "VIP1" } })
  })
  it("loads the popular list once the token is stored (spec section 4 'Login'), in the interface's language", async () => {
    const popular = { status: 200, body: { CQSSC: { numero: "20260101-001", lastOpenNumbers: "1,2,3,4,5" } } }
    const rt = makeTestRuntime({
      answers: { login: ok(loginWire), memberInfo: ok(memberWire), popularLotteries: popular },
    })
    await rt.run(loginByUsername({ username: "player01", password: "s3cret", remember: false }))
    expect(rt.called()).toEqual(["login", "popularLotteries", "memberInfo"])
    expect(rt.requests[1]?.body).toMatchObject({ count: 20, language: "EN", device: "WEB" })
    expect(rt.store.state().lottery.popular.map((d) => d.gameCode)).toEqual(["CQSSC"])
  })
  it("logs in even when the popular list cannot be loaded", async () => {
    const rt = makeTestRuntime({ answers: { login: ok(loginWire), memberInfo: ok(memberWire) } })
    const exit = await rt.run(loginByUsername({ username: "player01", password: "s3cret", remember: false }))
    expect(exit).toMatchObject({ _tag: "Success", value: "loggedIn" })
    expect(rt.store.state().session.loggedIn).toBe(true)
  })
  it("keeps secrets out of the log: no password, and the token redacted", async () => {
    const rt = makeTestRuntime({ answers: { login: ok(loginWire), memberInfo: ok(memberWire) } })
    await rt.run(loginByUsername({ username: "player01", password: "s3cret", captcha: "x7", remember: false }))
    const log = JSON.stringify(rt.store.log())
    expect(log).not.toContain("s3cret")
    expect(log).not.toContain("tok-123")
    expect(log).toContain("[redacted]")
    expect(rt.store.log()[0]).toEqual({
      _tag: "LoginSubmitted",
      method: "username",
      account: "player01",
      defaultPassword: false,
    })
  })
  it("holds the login at the forced change-password modal for the flagged default password", async () => {
    const rt = makeTestRuntime({ answers: { login: ok(loginWire), popularLotteries: noPopularLotteries } })
    const exit = await rt.run(loginByUsername({ username: "player01", password: "123456", remember: false }))
    expect(exit).toMatchObject({ _tag: "Success", value: "passwordChangeRequired" })
    expect(rt.called()).toEqual(["login", "popularLotteries"])
    expect(rt.store.state().session.forcedPasswordChange).toBe("defaultPassword")
    expect(rt.store.state().modals.open).toEqual(["changePass"])
    expect(rt.session.get("token")).toBe("tok-123")
  })
  it("runs the first-login action", async () => {
    const rt = makeTestRuntime({
      answers: {
        login: ok({ ...loginWire, firstTimeLogin: true }),
        memberInfo: ok(memberWire),
        popularLotteries: noPopularLotteries,
      },
    })
    await rt.run(loginByUsername({ username: "player01", password: "s3cret", remember: false }))
    expect(rt.tags()).toEqual([
      "LoginSubmitted",
      "LoginSucceeded",
      "PopularLotteriesLoaded",
      "FirstLoginActionRan",
      "MemberInfoLoaded",
    ])
    expect(rt.store.state().session.firstTimeLogin).toBe(true)
  })
  it("loads the captcha image when the refusal asks for it", async () => {
    const rt = makeTestRuntime({
      now: 5_000,
      answers: {
        login: refused(400, "login.password.err", "Wrong password", { captcha: true }),
        captcha: ok("iVBORw0KGgoAAAANSUhEUg=="),
      },
    })
    const exit = await rt.run(loginByUsername({ username: "player01", password: "bad", remember: false }))
    expect(exit._tag).toBe("Failure")
    expect(rt.tags()).toEqual(["LoginSubmitted", "CallFailed", "CaptchaRequested", "CaptchaLoaded"])
    expect(rt.store.state().session).toMatchObject({
      pending: false,
      loggedIn: false,
      captcha: { required: true, image: "iVBORw0KGgoAAAANSUhEUg==" },
      error: { errorCode: "login.password.err", message: "Wrong password" },
    })
  })
  it("stops before the call when the verification tool fails", async () => {
    const rt = makeTestRuntime({ verifier: "closed" })
    const exit = await rt.run(loginByUsername({ username: "player01", password: "p", remember: false }))
    expect(exit._tag).toBe("Failure")
    expect(rt.called()).toEqual([])
    expect(rt.store.log()[1]).toEqual({ _tag: "FormRejected", form: "login", reason: "popup_closed" })
    expect(rt.store.state().session.pending).toBe(false)
  })
  it("asks for second verification when the platform sees a new IP", async () => {
    const rt = makeTestRuntime({ answers: { login: refused(400, "login_verify_required", "") } })
    await rt.run(loginByUsername({ username: "player01", password: "p", remember: false }))
    expect(rt.store.state().session.secondVerification).toEqual(["sms", "email", "bankAccountName", "google"])
  })
  it("remembers the username for 24 hours when ticked, never the password", async () => {
    const rt = makeTestRuntime({ now: 1_000, answers: { login: ok(loginWire), memberInfo: ok(memberWire) } })
    await rt.run(loginByUsername({ username: "player01", password: "s3cret", remember: true }))
    expect(rt.cookies.jar.get("username")).toEqual({ value: "player01", expires: 1_000 + 86_400_000 })
    expect(rt.cookies.jar.get("remember")?.value).toBe("1")
    expect([...rt.cookies.jar.values()].some((c) => c.value.includes("s3cret"))).toBe(false)
  })
})

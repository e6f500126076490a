/**
 * The brand's verification check before login and register (spec section 4: "username login passes a
 * verification-tool check, SMS login skips it"; registration: "verification-tool check"), turned on by the status
 * answer's `info.gw` naming the platform's image check. The answer goes in the Geetest fields of the wire notes
 * (section 4: `geetest_challenge`, `geetest_validate`); a person's refresh waits a second (spec section 9: "captcha
 * refresh once per 1000 ms").
 */
import { describe, expect, it } from "vitest"
import type { Event } from "../events/Event.ts"
import { loadVerification } from "./loadVerification.ts"
import { loginBySms } from "./loginBySms.ts"
import { loginByUsername } from "./loginByUsername.ts"
import { register } from "./register.ts"
import { makeTestRuntime, noPopularLotteries, ok, refused, smsLogin } from "./testRuntime.ts"

const checkOn: Event = {
  _tag: "PermissionLoaded",
  value: { info: { gw: { GEETEST_ID: "arena", GEETEST_VERSION: "captcha" } } },
}
const checkOff: Event = { _tag: "PermissionLoaded", value: { info: { gw: null } } }
const challenge = (id: string) => ok({ challenge: id, image: "iVBORw0KGgo=" })
const loginWire = { token: "tok-1", firstTimeLogin: false, passwordExpired: false }
const memberWire = { id: 501, account: "player01", type: 0 }
const login = (verification?: string) =>
  loginByUsername({ username: "player01", password: "Player123", remember: false, verification })

describe("the brand's verification check", () => {
  it("is off unless the brand turns it on: the login goes as before, without the fields", async () => {
    const rt = makeTestRuntime({ answers: { login: ok(loginWire), memberInfo: ok(memberWire) } })
    rt.store.dispatch(checkOff)
    expect(rt.store.state().settings.features.verificationCheck).toBe(false)
    await rt.run(login("1234"))
    expect(rt.requests[0]?.body).toEqual({ username: "player01", password: "Player123", type: "username" })
  })

  it("on: the username login carries the challenge and the answer in the Geetest fields", async () => {
    const rt = makeTestRuntime({
      answers: {
        verificationChallenge: challenge("ch-1"),
        login: ok(loginWire),
        memberInfo: ok(memberWire),
        popularLotteries: noPopularLotteries,
      },
    })
    rt.store.dispatch(checkOn)
    expect(rt.store.state().settings.features.verificationCheck).toBe(true)
    await rt.run(loadVerification())
    expect(rt.store.state().session.verification).toEqual({ challenge: "ch-1", image: "iVBORw0KGgo=" })
    const exit = await rt.run(login(" 4821 "))
    expect(exit).toMatchObject({ _tag: "Success", value: "loggedIn" })
    expect(rt.requests[1]?.body).toEqual({
      username: "player01",
      password: "Player123",
      type: "username",
      geetest_challenge: "ch-1",
      geetest_validate: "4821",
    })
  })

  it("on: a login without an answer stops before the call with 'captcha check failed'", async () => {
    const rt = makeTestRuntime({ answers: { verificationChallenge: challenge("ch-1") } })
    rt.store.dispatch(checkOn)
    await rt.run(loadVerification())
    const exit = await rt.run(login("  "))
    expect(exit._tag).toBe("Failure")
    expect(rt.called()).toEqual(["verificationChallenge"])
    expect(rt.store.state().session.error?.errorCode).toBe("captcha_check_failed")
  })

  it("on: a refused login loads a new challenge at once, the last one being spent", async () => {
    const rt = makeTestRuntime({
      now: 10_000,
      answers: {
        verificationChallenge: [challenge("ch-1"), challenge("ch-2")],
        login: refused(400, "captcha_check_failed", "The verification check failed"),
      },
    })
    rt.store.dispatch(checkOn)
    await rt.run(loadVerification())
    await rt.run(login("0000"))
    expect(rt.called()).toEqual(["verificationChallenge", "login", "verificationChallenge"])
    expect(rt.store.state().session.verification?.challenge).toBe("ch-2")
    expect(rt.store.state().session.error?.errorCode).toBe("captcha_check_failed")
  })

  it("on: the person's refresh is limited to once per 1000 ms", async () => {
    const rt = makeTestRuntime({ now: 10_000, answers: { verificationChallenge: challenge("ch-1") } })
    rt.store.dispatch(checkOn)
    expect(await rt.run(loadVerification())).toMatchObject({ value: "loaded" })
    rt.clock.advance(999)
    expect(await rt.run(loadVerification())).toMatchObject({ value: "throttled" })
    rt.clock.advance(1)
    expect(await rt.run(loadVerification())).toMatchObject({ value: "loaded" })
    expect(rt.called()).toEqual(["verificationChallenge", "verificationChallenge"])
  })

  it("on: the SMS login skips it", async () => {
    const rt = makeTestRuntime({
      answers: { login: ok(loginWire), memberInfo: ok(memberWire), popularLotteries: noPopularLotteries },
    })
    rt.store.dispatch(checkOn)
    const exit = await rt.run(loginBySms(smsLogin.input))
    expect(exit).toMatchObject({ _tag: "Success", value: "loggedIn" })
    expect(rt.requests[0]?.body).toEqual(smsLogin.wire)
  })

  it("on: a registration carries the answer; without one it stops before the call", async () => {
    const form = { username: "newbie01", password: "abc12345", confirmPassword: "abc12345" }
    const rt = makeTestRuntime({
      answers: {
        verificationChallenge: challenge("ch-9"),
        register: ok({ token: "new-token", firstTimeLogin: true }),
        memberInfo: ok({ id: 1, account: "newbie01", type: 0 }),
      },
    })
    rt.store.dispatch(checkOn)
    await rt.run(loadVerification())
    const refusedExit = await rt.run(register({ method: "username", form, registerUrl: "https://arena.test/r" }))
    expect(refusedExit._tag).toBe("Failure")
    expect(rt.called()).toEqual(["verificationChallenge"])
    const exit = await rt.run(
      register({ method: "username", form, registerUrl: "https://arena.test/r", verification: "7351" }),
    )
    expect(exit).toMatchObject({ _tag: "Success", value: "registered" })
    expect(rt.requests[1]?.body).toMatchObject({ geetest_challenge: "ch-9", geetest_validate: "7351" })
  })
})

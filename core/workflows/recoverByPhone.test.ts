import { describe, expect, it } from "vitest"
import { recoverByPhone } from "./recoverByPhone.ts"
import { fromForgotPassword } from "./recoveryTestKit.ts"
import { loginAnswers, loginTags, makeTestRuntime, ok, refused } from "./testRuntime.ts"

const input = { mobileNum: "9171234567", countryDialingCode: "63", newPassword: "N3wPass!", verificationCode: "4821" }

describe("recoverByPhone", () => {
  it("sets the password, logs in with it as the named account, and goes home", async () => {
    const rt = fromForgotPassword({
      resetPasswordByPhone: ok({ account: "player01" }),
      ...loginAnswers,
    })
    const exit = await rt.run(recoverByPhone(input))
    expect(exit).toMatchObject({ _tag: "Success", value: "loggedIn" })
    expect(rt.requests[0]?.body).toEqual(input)
    expect(rt.requests[1]?.body).toEqual({ username: "player01", password: "N3wPass!", type: "username" })
    expect(rt.tags()).toEqual(["ModalOpened", "PasswordResetByPhone", ...loginTags])
    expect(rt.store.state().modals.open).toEqual([])
    expect(rt.store.state().session.loggedIn).toBe(true)
    expect(JSON.stringify(rt.store.log())).not.toMatch(/N3wPass|4821/)
  })
  it("logs in with the mobile number when the answer names no account", async () => {
    const rt = makeTestRuntime({
      answers: { resetPasswordByPhone: ok(), login: ok({ token: "t" }), memberInfo: ok({ account: "a", type: 0 }) },
    })
    await rt.run(recoverByPhone(input))
    expect(rt.requests[1]?.body).toMatchObject({ username: "9171234567" })
  })
  it("stops at a refused code", async () => {
    const rt = makeTestRuntime({
      answers: { resetPasswordByPhone: refused(400, "code.invalid", "Invalid verification code") },
    })
    const exit = await rt.run(recoverByPhone(input))
    expect(exit._tag).toBe("Failure")
    expect(rt.called()).toEqual(["resetPasswordByPhone"])
    expect(rt.store.state().session.loggedIn).toBe(false)
  })
})

import { describe, expect, it } from "vitest"
import { changePassword } from "./changePassword.ts"
import { loginByUsername } from "./loginByUsername.ts"
import { makeTestRuntime, noPopularLotteries, ok, refused } from "./testRuntime.ts"

describe("changePassword", () => {
  it("refuses a confirmation that differs, before any call", async () => {
    const rt = makeTestRuntime()
    const exit = await rt.run(changePassword({ oldPassword: "a", newPassword: "b1", confirmNewPassword: "b2" }))
    expect(exit._tag).toBe("Failure")
    expect(rt.called()).toEqual([])
    expect(rt.store.log()).toEqual([{ _tag: "FormRejected", form: "changePassword", reason: "inconsistent_twice" }])
  })
  it("completes a login held by the forced change: the modal closes, member info loads", async () => {
    const rt = makeTestRuntime({
      answers: {
        login: ok({ token: "t" }),
        changePassword: ok(),
        memberInfo: ok({ account: "player01", type: 0 }),
        popularLotteries: noPopularLotteries,
      },
    })
    await rt.run(loginByUsername({ username: "player01", password: "123456", remember: false }))
    expect(rt.store.state().modals.open).toEqual(["changePass"])
    const exit = await rt.run(
      changePassword({ oldPassword: "123456", newPassword: "Better99", confirmNewPassword: "Better99" }),
    )
    expect(exit._tag).toBe("Success")
    expect(rt.requests[2]?.token).toBe("t")
    expect(rt.requests[2]?.body).toEqual({
      oldPassword: "123456",
      newPassword: "Better99",
      confirmNewPassword: "Better99",
    })
    expect(rt.called()).toEqual(["login", "popularLotteries", "changePassword", "memberInfo"])
    const s = rt.store.state()
    expect(s.session.forcedPasswordChange).toBeUndefined()
    expect(s.session.member?.account).toBe("player01")
    expect(s.modals.open).toEqual([])
    expect(JSON.stringify(rt.store.log())).not.toContain("Better99")
  })
  it("keeps the forced modal open when refused", async () => {
    const rt = makeTestRuntime({
      answers: { login: ok({ token: "t" }), changePassword: refused(400, "old.password.err", "Old password wrong") },
    })
    await rt.run(loginByUsername({ username: "player01", password: "123456", remember: false }))
    await rt.run(changePassword({ oldPassword: "x", newPassword: "y", confirmNewPassword: "y" }))
    expect(rt.store.state().session.forcedPasswordChange).toBe("defaultPassword")
    expect(rt.store.state().session.error?.errorCode).toBe("old.password.err")
    expect(rt.store.state().modals.open).toEqual(["changePass"])
  })
})

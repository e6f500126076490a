import { describe, expect, it } from "vitest"
import { changePassword } from "./changePassword.ts"
import { loginByUsername } from "./loginByUsername.ts"
import { restoreSession } from "./restoreSession.ts"
import { makeTestRuntime, ok } from "./testRuntime.ts"

describe("restoreSession", () => {
  it("is a visitor without a token: no call", async () => {
    const rt = makeTestRuntime()
    expect(await rt.run(restoreSession)).toMatchObject({ _tag: "Success", value: false })
    expect(rt.called()).toEqual([])
  })
  it("restores a member from a stored token", async () => {
    const rt = makeTestRuntime({ session: [["token", "tok"]], answers: { memberInfo: ok({ account: "p", type: 0 }) } })
    expect(await rt.run(restoreSession)).toMatchObject({ value: true })
    expect(rt.store.state().session.loggedIn).toBe(true)
  })
  it("clears a token the platform refuses, keeping the merchant keys", async () => {
    const rt = makeTestRuntime({
      session: [
        ["token", "old"],
        ["merchantCode", "m"],
      ],
      answers: { memberInfo: { status: 401, body: { success: false, errorCode: "login.not.session", message: "" } } },
    })
    expect(await rt.run(restoreSession)).toMatchObject({ value: false })
    expect([...rt.session.entries()]).toEqual([["merchantCode", "m"]])
  })

  it("holds again, after a reload, a login that must change its password: the modal is forced, no member info", async () => {
    const first = makeTestRuntime({ answers: { login: ok({ token: "tok", passwordExpired: false }) } })
    await first.run(loginByUsername({ username: "player01", password: "123456", remember: false }))
    expect(first.store.state().session.forcedPasswordChange).toBe("defaultPassword")
    // Session storage keeps why the change is forced, never the password (README, Decisions).
    expect(first.session.get("cpw")).toBe("defaultPassword")
    expect(JSON.stringify([...first.session.entries()])).not.toContain("123456")

    // The reload: a new runtime over the same session storage.
    const rt = makeTestRuntime({
      session: [...first.session.entries()],
      answers: { changePassword: ok(), memberInfo: ok({ account: "player01", type: 0 }) },
    })
    expect(await rt.run(restoreSession)).toMatchObject({ value: true })
    expect(rt.called()).toEqual([])
    expect(rt.store.log()).toEqual([
      { _tag: "ForcedPasswordChangeRestored", reason: "defaultPassword", account: "player01" },
    ])
    const s = rt.store.state()
    expect(s.session).toMatchObject({ loggedIn: false, member: undefined, forcedPasswordChange: "defaultPassword" })
    expect(s.session.attempt).toEqual({ method: "username", account: "player01", defaultPassword: true })
    expect(s.modals.open).toEqual(["changePass"])

    // The change completes the held login and drops the mark: the next reload restores the member as usual.
    await rt.run(changePassword({ oldPassword: "123456", newPassword: "Better99", confirmNewPassword: "Better99" }))
    expect(rt.store.state().session).toMatchObject({ loggedIn: true, forcedPasswordChange: undefined })
    expect(rt.session.has("cpw")).toBe(false)
    const again = makeTestRuntime({
      session: [...rt.session.entries()],
      answers: { memberInfo: ok({ account: "player01", type: 0 }) },
    })
    expect(await again.run(restoreSession)).toMatchObject({ value: true })
    expect(again.store.state().session).toMatchObject({ loggedIn: true, forcedPasswordChange: undefined })
  })
  it("holds an expired password's login again after a reload, the old password asked", async () => {
    const rt = makeTestRuntime({
      session: [
        ["token", "tok"],
        ["cpw", "expired"],
        ["account", "player01"],
      ],
    })
    expect(await rt.run(restoreSession)).toMatchObject({ value: true })
    expect(rt.store.state().session).toMatchObject({ loggedIn: false, forcedPasswordChange: "expired" })
    expect(rt.store.state().session.attempt?.defaultPassword).toBe(false)
    expect(rt.store.state().modals.open).toEqual(["changePass"])
  })
  it("restores a member as usual when cpw holds nothing it knows, and drops it", async () => {
    const rt = makeTestRuntime({
      session: [
        ["token", "tok"],
        ["cpw", "123456"],
      ],
      answers: { memberInfo: ok({ account: "p", type: 0 }) },
    })
    expect(await rt.run(restoreSession)).toMatchObject({ value: true })
    expect(rt.store.state().session).toMatchObject({ loggedIn: true, forcedPasswordChange: undefined })
    expect(rt.session.has("cpw")).toBe(false)
  })
  it("drops the mark of an earlier held login when a login goes through", async () => {
    const rt = makeTestRuntime({
      session: [["cpw", "defaultPassword"]],
      answers: { login: ok({ token: "tok" }), memberInfo: ok({ account: "player01", type: 0 }) },
    })
    await rt.run(loginByUsername({ username: "player01", password: "s3cret99", remember: false }))
    expect(rt.store.state().session.loggedIn).toBe(true)
    expect(rt.session.has("cpw")).toBe(false)
  })
})

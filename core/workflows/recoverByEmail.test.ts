import { describe, expect, it } from "vitest"
import { recoverByEmail, resetByEmailCode } from "./recoverByEmail.ts"
import { fromForgotPassword } from "./recoveryTestKit.ts"
import { loginAnswers, loginTags, ok, refused } from "./testRuntime.ts"

describe("recoverByEmail", () => {
  it("posts the form, closes the modal and shows the confirmation", async () => {
    const rt = fromForgotPassword({ forgotPasswordByEmail: ok() })
    await rt.run(recoverByEmail({ username: " player01 ", email: "p@x.test " }))
    expect(rt.requests[0]?.endpoint.carrier).toBe("form")
    expect(rt.requests[0]?.body).toEqual({ username: "player01", email: "p@x.test" })
    expect(rt.tags()).toEqual(["ModalOpened", "PasswordRecoveryEmailSent"])
    expect(rt.store.state().modals).toEqual({
      open: [],
      dialog: { kind: "info", key: "password_recovery_email_sent", message: "" },
    })
  })
  it("keeps the modal open and shows the refusal", async () => {
    const rt = fromForgotPassword({
      forgotPasswordByEmail: refused(400, "user.not.exist", "Username/email does not exist"),
    })
    const exit = await rt.run(recoverByEmail({ username: "x", email: "y@z.test" }))
    expect(exit._tag).toBe("Failure")
    expect(rt.store.state().modals.open).toEqual(["forgetPass"])
    expect(rt.store.state().session.error?.message).toBe("Username/email does not exist")
  })
})

describe("resetByEmailCode", () => {
  const input = { username: " player01 ", code: " 12345678 ", newPassword: "N3wPass!" }
  it("sets the password with the emailed code, logs in with it and goes home", async () => {
    const rt = fromForgotPassword({
      resetPasswordByEmail: ok({ account: "player01" }),
      ...loginAnswers,
    })
    const exit = await rt.run(resetByEmailCode(input))
    expect(exit).toMatchObject({ _tag: "Success", value: "loggedIn" })
    expect(rt.requests[0]?.endpoint.encrypted).toBe(true)
    expect(rt.requests[0]?.body).toEqual({ username: "player01", code: "12345678", newPassword: "N3wPass!" })
    expect(rt.requests[1]?.body).toEqual({ username: "player01", password: "N3wPass!", type: "username" })
    expect(rt.tags()).toEqual(["ModalOpened", "PasswordResetByEmail", ...loginTags])
    expect(rt.store.state().modals.open).toEqual([])
    expect(JSON.stringify(rt.store.log())).not.toMatch(/N3wPass|12345678/)
  })
  it("stops at a refused code and keeps the modal open", async () => {
    const rt = fromForgotPassword({
      resetPasswordByEmail: refused(400, "reset_code_invalid", "code: the reset code is wrong"),
    })
    const exit = await rt.run(resetByEmailCode(input))
    expect(exit._tag).toBe("Failure")
    expect(rt.called()).toEqual(["resetPasswordByEmail"])
    expect(rt.store.state().modals.open).toEqual(["forgetPass"])
  })
})

import { describe, expect, it } from "vitest"
import { recoverByEmail } from "./recoverByEmail.ts"
import { makeTestRuntime, ok, refused } from "./testRuntime.ts"

describe("recoverByEmail", () => {
  it("posts the form, closes the modal and shows the confirmation", async () => {
    const rt = makeTestRuntime({ answers: { forgotPasswordByEmail: ok() } })
    rt.store.dispatch({ _tag: "ModalOpened", modal: "forgetPass" })
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
    const rt = makeTestRuntime({
      answers: { forgotPasswordByEmail: refused(400, "user.not.exist", "Username/email does not exist") },
    })
    rt.store.dispatch({ _tag: "ModalOpened", modal: "forgetPass" })
    const exit = await rt.run(recoverByEmail({ username: "x", email: "y@z.test" }))
    expect(exit._tag).toBe("Failure")
    expect(rt.store.state().modals.open).toEqual(["forgetPass"])
    expect(rt.store.state().session.error?.message).toBe("Username/email does not exist")
  })
})

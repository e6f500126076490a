// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { loginByUsername } from "../../core/workflows/loginByUsername.ts"
import { ok, refused } from "../../core/workflows/testRuntime.ts"
import { member } from "../testing/harness.tsx"
import { portal, settle } from "./accountsTestKit.tsx"
import { SecondVerification } from "./SecondVerification.tsx"

afterEach(cleanup)

/** A login from a new IP, held for second verification, with the step shown. */
const held = async (answers: Record<string, unknown> = {}) => {
  const p = await portal({
    answers: {
      login: refused(403, "login_verify_required", "new address", { methods: ["google", "sms", "email"] }),
      memberInfo: member("player01"),
      ...answers,
    },
  })
  act(() => p.rt.store.dispatch({ _tag: "ModalOpened", modal: "login" }))
  await act(async () => {
    await p.rt.run(loginByUsername({ username: "player01", password: "Secret123", remember: false }))
  })
  const onBack = vi.fn()
  render(<SecondVerification username="player01" password="Secret123" remember={false} onBack={onBack} />)
  const step = await screen.findByRole("region", { name: "Verify it's you" }, { timeout: 50_000 })
  return { ...p, step, onBack }
}

describe("second verification of a new-IP login", () => {
  it("offers only the methods the platform named, by SMS first, each asked as it should be", async () => {
    const { step } = await held()
    const q = within(step)
    // The refusal named google, sms and email (not the bank account name): those, in the form's order.
    expect(q.getAllByRole("radio").map((r) => r.getAttribute("value"))).toEqual(["sms", "email", "google"])
    expect(q.getByLabelText("Mobile number").getAttribute("autocomplete")).toBe("tel-national")
    expect(q.getByLabelText("SMS code").getAttribute("autocomplete")).toBe("one-time-code")
    fireEvent.click(q.getByLabelText("Bound email"))
    expect(q.queryByLabelText("Mobile number")).toBeNull()
    expect(q.getByLabelText("Bound email address").getAttribute("autocomplete")).toBe("email")
    fireEvent.click(q.getByLabelText("Google Authenticator"))
    expect(q.getByLabelText("Google verification code").getAttribute("inputmode")).toBe("numeric")
  })

  it("sends an SMS code to the typed number and counts down", async () => {
    const { rt, step } = await held({ smsLoginCode: ok({ expiredMinutes: 2 }) })
    const q = within(step)
    fireEvent.change(q.getByLabelText("Mobile number"), { target: { value: "9171234567" } })
    fireEvent.click(q.getByRole("button", { name: "Send code" }))
    expect(await q.findByRole("button", { name: "Resend in 120s" })).toBeTruthy()
    expect(rt.requests.find((r) => r.endpoint.name === "smsLoginCode")?.body).toMatchObject({
      mobileNum: "9171234567",
    })
  })

  it("logs in with the proof and closes the login modal", async () => {
    const { rt, step } = await held({ loginVerification: ok({ token: "t-verified", firstTimeLogin: false }) })
    const q = within(step)
    fireEvent.click(q.getByLabelText("Bound email"))
    fireEvent.change(q.getByLabelText("Bound email address"), { target: { value: "oops" } })
    fireEvent.click(q.getByRole("button", { name: "Verify and log in" }))
    await settle()
    expect(q.getByLabelText("Bound email address").getAttribute("aria-invalid")).toBe("true")
    expect(rt.called()).not.toContain("loginVerification")
    fireEvent.change(q.getByLabelText("Bound email address"), { target: { value: " player01@example.com " } })
    fireEvent.click(q.getByRole("button", { name: "Verify and log in" }))
    await waitFor(() => expect(rt.store.state().session.member?.account).toBe("player01"))
    expect(rt.requests.find((r) => r.endpoint.name === "loginVerification")?.body).toEqual({
      username: "player01",
      password: "Secret123",
      verifyType: "email",
      verifyCode: "player01@example.com",
    })
    expect(rt.store.state().modals.open).toEqual([])
    expect(rt.store.state().session.secondVerification).toBeUndefined()
  })

  it("says when the proof is refused, and goes back to the login form", async () => {
    const { step, onBack } = await held({ loginVerification: refused(400, "verify_failed", "The email is incorrect") })
    const q = within(step)
    fireEvent.click(q.getByLabelText("Bound email"))
    fireEvent.change(q.getByLabelText("Bound email address"), { target: { value: "someone@example.com" } })
    fireEvent.click(q.getByRole("button", { name: "Verify and log in" }))
    expect((await q.findByRole("alert")).textContent).toBe(
      "The verification is incorrect. Please check it and try again.",
    )
    fireEvent.click(q.getByRole("button", { name: "Back to login" }))
    expect(onBack).toHaveBeenCalledOnce()
  })
})

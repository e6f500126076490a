// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { afterEach, beforeAll, describe, expect, it } from "vitest"
import { ok, refused } from "../../../core/workflows/testRuntime.ts"
import { member } from "../../testing/harness.tsx"
import { findDialog, openAccountModal, settle } from "../accountsTestKit.tsx"

afterEach(cleanup)
beforeAll(() => import("./forgetPass.tsx"))

const fill = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } })

describe("the forgot-password modal", () => {
  it("offers email only, and the mobile choice only when CHNGPASSVERIF3 is on", async () => {
    const first = await openAccountModal("forgetPass", "Forgot password")
    expect(within(first.dialog).queryByRole("tab")).toBeNull()
    expect(within(first.dialog).getByLabelText("Email")).toBeTruthy()
    cleanup()
    const second = await openAccountModal("forgetPass", "Forgot password", { on: ["CHNGPASSVERIF3"] })
    fireEvent.click(within(second.dialog).getByRole("tab", { name: "By mobile" }))
    expect(within(second.dialog).getByLabelText("Mobile number")).toBeTruthy()
    expect(within(second.dialog).queryByLabelText("Email")).toBeNull()
  })

  it("checks the username and the email as typed and on submit", async () => {
    const { rt, dialog } = await openAccountModal("forgetPass", "Forgot password")
    const q = within(dialog)
    fill(dialog, "Email", "not-an-email")
    expect(q.getByText("Enter a valid email address of 6-254 characters")).toBeTruthy()
    fireEvent.click(q.getByRole("button", { name: "Send email" }))
    await settle()
    expect(q.getByText("Input cannot be empty")).toBeTruthy()
    expect(rt.called()).not.toContain("forgotPasswordByEmail")
    expect(q.getByLabelText("Username").getAttribute("autocomplete")).toBe("username")
    expect(q.getByLabelText("Email").getAttribute("autocomplete")).toBe("email")
  })

  it("by email: sends the trimmed username and email, closes and confirms", async () => {
    const { rt, dialog } = await openAccountModal("forgetPass", "Forgot password", {
      answers: { forgotPasswordByEmail: ok(null) },
    })
    fill(dialog, "Username", " player01 ")
    fill(dialog, "Email", " player01@example.com ")
    fireEvent.click(within(dialog).getByRole("button", { name: "Send email" }))
    const notice = await findDialog("Notice", "alertdialog")
    expect(
      within(notice).getByText("We have emailed you a code to reset your password. It works once, for 30 minutes."),
    ).toBeTruthy()
    expect(screen.queryByRole("dialog", { name: "Forgot password" })).toBeNull()
    expect(rt.requests.find((r) => r.endpoint.name === "forgotPasswordByEmail")?.body).toEqual({
      username: "player01",
      email: "player01@example.com",
    })
  })

  it("by email: says 'username/email does not exist' when the platform finds no such account", async () => {
    const { dialog } = await openAccountModal("forgetPass", "Forgot password", {
      answers: { forgotPasswordByEmail: refused(400, "username_email_mismatch", "no match") },
    })
    fill(dialog, "Username", "player01")
    fill(dialog, "Email", "nobody@example.com")
    fireEvent.click(within(dialog).getByRole("button", { name: "Send email" }))
    expect((await within(dialog).findByRole("alert")).textContent).toBe("The username or email does not exist.")
  })

  it("by mobile: the SMS code counts down, the new password shows in plain text, then it logs in and goes home", async () => {
    const { rt, dialog, location } = await openAccountModal("forgetPass", "Forgot password", {
      on: ["CHNGPASSVERIF3"],
      path: "/vip",
      answers: {
        countries: ok([{ countryCode: "PH", countryDialingCode: "+63" }]),
        smsLoginCode: ok({ expiredMinutes: 5 }),
        resetPasswordByPhone: ok({ account: "player01" }),
        login: ok({ token: "t-reset", firstTimeLogin: false }),
        memberInfo: member("player01"),
      },
    })
    const q = within(dialog)
    fireEvent.click(q.getByRole("tab", { name: "By mobile" }))
    await waitFor(() => expect((q.getByLabelText("Country code") as HTMLSelectElement).value).toBe("63"))
    fill(dialog, "Mobile number", "9171234567")
    fireEvent.click(q.getByRole("button", { name: "Send code" }))
    expect(((await q.findByRole("button", { name: "Resend in 300s" })) as HTMLButtonElement).disabled).toBe(true)
    const password = q.getByLabelText("New password") as HTMLInputElement
    expect(password.type).toBe("text")
    expect(password.getAttribute("autocomplete")).toBe("new-password")
    fill(dialog, "New password", "fresh2026")
    fill(dialog, "SMS code", "123456")
    fireEvent.click(q.getByRole("button", { name: "Reset and log in" }))
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Forgot password" })).toBeNull())
    expect(rt.requests.find((r) => r.endpoint.name === "resetPasswordByPhone")?.body).toEqual({
      mobileNum: "9171234567",
      newPassword: "fresh2026",
      verificationCode: "123456",
      countryDialingCode: "63",
    })
    expect(rt.requests.find((r) => r.endpoint.name === "login")?.body).toMatchObject({ username: "player01" })
    expect(rt.store.state().session).toMatchObject({ loggedIn: true, member: { account: "player01" } })
    await waitFor(() => expect(location.history.at(-1)).toBe("/"))
  })

  it("by mobile: a wrong code is said next to the button, translated", async () => {
    const { dialog } = await openAccountModal("forgetPass", "Forgot password", {
      on: ["CHNGPASSVERIF3"],
      answers: { resetPasswordByPhone: refused(400, "verification_code_invalid", "bad code") },
    })
    const q = within(dialog)
    fireEvent.click(q.getByRole("tab", { name: "By mobile" }))
    fill(dialog, "Mobile number", "9171234567")
    fill(dialog, "New password", "fresh2026")
    fill(dialog, "SMS code", "000000")
    fireEvent.click(q.getByRole("button", { name: "Reset and log in" }))
    expect((await q.findByRole("alert")).textContent).toBe("Invalid verification code.")
    fireEvent.click(q.getByRole("button", { name: "Log in" }))
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Forgot password" })).toBeNull())
  })
})

const reset = {
  resetPasswordByEmail: ok({ account: "player01" }),
  login: ok({ token: "tok" }),
  memberInfo: member("player01"),
  balance: ok({ sumBalance: 0 }),
  unreadCount: ok(0),
}

describe("forgot password by email", () => {
  it("the emailed link opens the code step filled in; the code and a new password log the member in", async () => {
    const { rt, dialog, location } = await openAccountModal("forgetPass", "Forgot password", {
      path: "/reset-password?account=player01&code=12345678",
      answers: reset,
    })
    const q = within(dialog)
    expect((q.getByLabelText("Username") as HTMLInputElement).value).toBe("player01")
    expect((q.getByLabelText("Code from the email") as HTMLInputElement).value).toBe("12345678")
    fireEvent.change(q.getByLabelText("New password"), { target: { value: "Fresh1234" } })
    fireEvent.click(q.getByRole("button", { name: "Reset and log in" }))
    await waitFor(() => expect(rt.store.state().session.loggedIn).toBe(true))
    const sent = rt.requests.find((r) => r.endpoint.name === "resetPasswordByEmail")
    expect(sent?.body).toEqual({ username: "player01", code: "12345678", newPassword: "Fresh1234" })
    await waitFor(() => expect(location.history.at(-1)).toBe("/"))
  })

  it("'I have a code' reaches the code step; a refused code is said in the form", async () => {
    const { dialog } = await openAccountModal("forgetPass", "Forgot password", {
      answers: { resetPasswordByEmail: refused(400, "reset_code_invalid", "code: the reset code is wrong") },
    })
    const q = within(dialog)
    expect(q.queryByLabelText("Code from the email")).toBeNull()
    fireEvent.click(q.getByRole("button", { name: "I have a code" }))
    fireEvent.change(q.getByLabelText("Username"), { target: { value: "player01" } })
    fireEvent.change(q.getByLabelText("Code from the email"), { target: { value: "1234" } })
    fireEvent.change(q.getByLabelText("New password"), { target: { value: "Fresh1234" } })
    fireEvent.click(q.getByRole("button", { name: "Reset and log in" }))
    await settle()
    expect(q.getByLabelText("Code from the email").getAttribute("aria-invalid")).toBe("true")
    fireEvent.change(q.getByLabelText("Code from the email"), { target: { value: "87654321" } })
    fireEvent.click(q.getByRole("button", { name: "Reset and log in" }))
    expect(await q.findByText("This code is wrong, already used or expired. Ask for a new one.")).toBeTruthy()
    fireEvent.click(q.getByRole("button", { name: "Send me a new code" }))
    expect(q.getByRole("button", { name: "Send email" })).toBeTruthy()
  })
})

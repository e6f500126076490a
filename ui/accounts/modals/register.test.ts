// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { afterEach, beforeAll, describe, expect, it } from "vitest"
import { ok, refused } from "../../../core/workflows/testRuntime.ts"
import { arriveOnRegister } from "../../actions/register.ts"
import { member } from "../../testing/harness.tsx"
import { findDialog, openAccountModal, portal, settle, tick } from "../accountsTestKit.tsx"

afterEach(cleanup)
// Warm the lazy chunk so the first test does not pay for its transform.
beforeAll(() => import("./register.tsx"))

/** A username rule like the demo brand's: a letter first, then letters and digits, 6 to 16. */
const username = { enabled: "1", required: "1", patternId: 2, minLength: 6, maxLength: 16 }

const fill = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } })

const agree = (dialog: HTMLElement) => {
  fireEvent.click(within(dialog).getByLabelText("I have read and agree to the"))
  fireEvent.click(within(dialog).getByLabelText("I confirm that I am at least 18 years old"))
}

describe("the register modal", () => {
  it("shows each server-driven field only when its rule enables it, optional unless the rule requires it", async () => {
    const { dialog } = await openAccountModal("register", "Register", {
      on: ["DIRECTREG3"],
      rules: {
        username,
        email: { enabled: "1", required: "0" },
        payeeName: { enabled: "1", required: "1" },
        qqNum: { enabled: "0", required: "1" },
      },
    })
    const q = within(dialog)
    expect(q.queryByRole("tab")).toBeNull()
    for (const label of ["Username", "Password", "Confirm password", "Email", "Real name"]) {
      expect(q.getByLabelText(label)).toBeTruthy()
    }
    expect(q.queryByLabelText("QQ number")).toBeNull()
    expect(q.queryByLabelText("Mobile number")).toBeNull()
    expect(q.queryByLabelText("SMS code")).toBeNull()
    expect(q.queryByLabelText("Captcha")).toBeNull()
    // The optional email says so; the required real name does not.
    expect(q.getByLabelText("Email").getAttribute("aria-describedby")).not.toBeNull()
    expect(q.getByText("Optional")).toBeTruthy()
    expect(q.getAllByText("Optional")).toHaveLength(1)
    fireEvent.click(q.getByRole("button", { name: "Register" }))
    await settle()
    // The required real name is refused when empty; the optional email is not.
    expect(q.getByLabelText("Real name").getAttribute("aria-invalid")).toBe("true")
    expect(q.getByLabelText("Email").getAttribute("aria-invalid")).toBeNull()
  })

  it("offers the mobile tab when mobile registration is on, with the SMS code when SMS verification is on", async () => {
    const { dialog } = await openAccountModal("register", "Register", {
      on: ["DIRECTREG3", "MOBILENUMREG3", "REGMOBVERF3"],
      rules: { username },
    })
    const q = within(dialog)
    expect(q.getByRole("tab", { name: "By username", selected: true })).toBeTruthy()
    // SMS verification on: the username form asks for the mobile number and the code too.
    expect(q.getByLabelText("Mobile number")).toBeTruthy()
    expect(q.getByLabelText("SMS code")).toBeTruthy()
    fireEvent.click(q.getByRole("tab", { name: "By mobile" }))
    expect(q.queryByLabelText("Username")).toBeNull()
    expect(q.queryByLabelText("Password")).toBeNull()
    expect(q.getByLabelText("Mobile number").getAttribute("autocomplete")).toBe("tel-national")
    expect(q.getByLabelText("SMS code").getAttribute("autocomplete")).toBe("one-time-code")
  })

  it("says what is wrong as the person types and everything on submit, in the current language", async () => {
    const { rt, dialog } = await openAccountModal("register", "Register", { rules: { username } })
    const q = within(dialog)
    fill(dialog, "Username", "9abc")
    expect(q.getByText("Must be 6-16 characters: a letter first, then letters and digits")).toBeTruthy()
    fill(dialog, "Password", "abc12345")
    fill(dialog, "Confirm password", "abc12346")
    expect(q.getByText("The two passwords do not match")).toBeTruthy()
    fireEvent.click(q.getByRole("button", { name: "Register" }))
    await settle()
    expect(q.getByText("You must agree to the terms")).toBeTruthy()
    expect(q.getByText("You must confirm you are at least 18 years old")).toBeTruthy()
    expect(q.getByLabelText("I have read and agree to the").getAttribute("aria-invalid")).toBe("true")
    // The first field to fix takes the focus.
    await waitFor(() => expect(document.activeElement).toBe(q.getByLabelText("Username")))
    expect(rt.called()).not.toContain("register")
    // Autofill: the browser's password manager keeps a new password, never us.
    expect(q.getByLabelText("Username").getAttribute("autocomplete")).toBe("username")
    expect(q.getByLabelText("Password").getAttribute("autocomplete")).toBe("new-password")
    expect(q.getByLabelText("Confirm password").getAttribute("autocomplete")).toBe("new-password")
  })

  it("registers with the link's codes, cannot be sent twice, closes and goes home logged in", async () => {
    const p = await portal({
      on: ["DIRECTREG3"],
      path: "/register",
      rules: { username, affiliateCode: { enabled: "1", required: "0" } },
      answers: {
        affiliate: ok(null),
        register: ok({ token: "t-new", firstTimeLogin: false }),
        memberInfo: member("newbie01"),
      },
    })
    act(() => arriveOnRegister("?referralCode=REF42&affiliateCode=AGENT7"))
    const dialog = await findDialog("Register")
    const q = within(dialog)
    const affiliate = q.getByLabelText("Invitation code") as HTMLInputElement
    expect(affiliate.value).toBe("AGENT7")
    expect(affiliate.readOnly).toBe(true)
    expect(q.getByText("REF42")).toBeTruthy()
    fill(dialog, "Username", " newbie01 ")
    fill(dialog, "Password", "abc12345")
    fill(dialog, "Confirm password", "abc12345")
    agree(dialog)
    const submit = q.getByRole("button", { name: "Register" })
    fireEvent.click(submit)
    fireEvent.click(submit)
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Register" })).toBeNull())
    expect(p.rt.called().filter((n) => n === "register")).toHaveLength(1)
    // The first affiliate call checked the link's referral code on arrival; the registration's checks the code typed.
    expect(p.rt.requests.filter((r) => r.endpoint.name === "affiliate").map((r) => r.body)).toEqual([
      { code: "", referralCode: "REF42" },
      { code: "AGENT7", domain: expect.any(String) },
    ])
    const body = p.rt.requests.find((r) => r.endpoint.name === "register")?.body as Record<string, unknown>
    expect(body).toMatchObject({
      username: "newbie01",
      password: "abc12345",
      confirmPassword: "abc12345",
      affiliateCode: "AGENT7",
      referralCode: "REF42",
      registerMethod: "WEB",
      login: true,
    })
    expect(body.termsAgreed).toBeUndefined()
    expect(p.rt.store.state().session).toMatchObject({ loggedIn: true, member: { account: "newbie01" } })
    await waitFor(() => expect(p.location.history.at(-1)).toBe("/"))
  })

  it("says at once when the link's referral code is not valid, and registers without it once removed", async () => {
    const p = await portal({
      on: ["DIRECTREG3"],
      path: "/register",
      rules: { username },
      answers: {
        affiliate: refused(400, "referral_code_invalid", "invitation code error"),
        register: ok({ token: "t-new", firstTimeLogin: false }),
        memberInfo: member("newbie01"),
      },
    })
    act(() => arriveOnRegister("?referralCode=ABC"))
    const dialog = await findDialog("Register")
    const q = within(dialog)
    expect(await q.findByText(/The referral code of your link is not valid. Remove it/)).toBeTruthy()
    expect(screen.queryByRole("alertdialog")).toBeNull()
    fireEvent.click(q.getByRole("button", { name: "Remove" }))
    await settle()
    expect(q.queryByText("ABC")).toBeNull()
    expect(q.queryByRole("alert")).toBeNull()
    fill(dialog, "Username", "newbie01")
    fill(dialog, "Password", "abc12345")
    fill(dialog, "Confirm password", "abc12345")
    agree(dialog)
    fireEvent.click(q.getByRole("button", { name: "Register" }))
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Register" })).toBeNull())
    const body = p.rt.requests.find((r) => r.endpoint.name === "register")?.body as Record<string, unknown>
    expect(body.referralCode).toBeUndefined()
  })

  it("registers by mobile with the number as the account and its dialing code", async () => {
    const { rt, dialog } = await openAccountModal("register", "Register", {
      on: ["MOBILENUMREG3"],
      rules: { username },
      answers: {
        countries: ok([
          { countryCode: "PH", countryDialingCode: "63" },
          { countryCode: "VN", countryDialingCode: "+84" },
        ]),
        registerMobile: ok({ token: "t-mobile" }),
        memberInfo: member("9171234567"),
      },
    })
    const q = within(dialog)
    fireEvent.click(q.getByRole("tab", { name: "By mobile" }))
    const country = (await q.findByRole("combobox", { name: "Country code" })) as HTMLSelectElement
    fireEvent.change(country, { target: { value: "84" } })
    fill(dialog, "Mobile number", "9171234567")
    agree(dialog)
    fireEvent.click(q.getByRole("button", { name: "Register" }))
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Register" })).toBeNull())
    expect(rt.called()).not.toContain("register")
    expect(rt.requests.find((r) => r.endpoint.name === "registerMobile")?.body).toMatchObject({
      username: "9171234567",
      mobileNum: "9171234567",
      countryDialingCode: "84",
      login: true,
    })
  })

  it("refuses an invitation code with the 'invitation code error' dialog and a note beside the field", async () => {
    const { rt, dialog } = await openAccountModal("register", "Register", {
      rules: { username, affiliateCode: { enabled: "1", required: "0" } },
      answers: { affiliate: refused(400, "affiliate_code_invalid", "") },
    })
    const q = within(dialog)
    fill(dialog, "Username", "player77")
    fill(dialog, "Password", "abc12345")
    fill(dialog, "Confirm password", "abc12345")
    fill(dialog, "Invitation code", "NOPE1")
    agree(dialog)
    fireEvent.click(q.getByRole("button", { name: "Register" }))
    const warning = await findDialog("Warning", "alertdialog")
    expect(within(warning).getByText("Invitation code error")).toBeTruthy()
    // The note beside the field may render a moment after the dialog: wait for it rather than read it once.
    await waitFor(() => expect(q.getByLabelText("Invitation code").getAttribute("aria-invalid")).toBe("true"))
    expect(rt.called()).not.toContain("register")
    fireEvent.click(within(warning).getByRole("button", { name: "OK" }))
    // Editing the code takes the note away.
    fill(dialog, "Invitation code", "AGENT7")
    expect(q.getByLabelText("Invitation code").getAttribute("aria-invalid")).toBeNull()
  })

  it("counts the SMS code down and blocks a resend until it reaches 0", async () => {
    const { rt, dialog } = await openAccountModal("register", "Register", {
      on: ["REGMOBVERF3"],
      rules: { username },
      answers: { smsRegisterCode: ok({ expiredMinutes: 1 }) },
    })
    const q = within(dialog)
    expect((q.getByRole("button", { name: "Send code" }) as HTMLButtonElement).disabled).toBe(true)
    fill(dialog, "Mobile number", "9171234567")
    fireEvent.click(q.getByRole("button", { name: "Send code" }))
    const counting = await q.findByRole("button", { name: "Resend in 60s" })
    expect((counting as HTMLButtonElement).disabled).toBe(true)
    expect(rt.requests.find((r) => r.endpoint.name === "smsRegisterCode")?.body).toMatchObject({
      mobileNo: "9171234567",
      regType: "username",
    })
    await tick(rt, 30_000)
    const half = q.getByRole("button", { name: "Resend in 30s" })
    fireEvent.click(half)
    await settle()
    expect(rt.called().filter((n) => n === "smsRegisterCode")).toHaveLength(1)
    await tick(rt, 30_000)
    const again = q.getByRole("button", { name: "Send code" }) as HTMLButtonElement
    expect(again.disabled).toBe(false)
    fireEvent.click(again)
    await q.findByRole("button", { name: "Resend in 60s" })
    expect(rt.called().filter((n) => n === "smsRegisterCode")).toHaveLength(2)
  })

  it("says why the SMS code cannot be sent in a warning dialog, in the member's language (the code's text)", async () => {
    const { dialog } = await openAccountModal("register", "Register", {
      on: ["REGMOBVERF3"],
      rules: { username },
      answers: { smsRegisterCode: refused(429, "TOO_MANY_REQUESTS", "Too many codes for this number today") },
    })
    fill(dialog, "Mobile number", "9171234567")
    fireEvent.click(within(dialog).getByRole("button", { name: "Send code" }))
    const warning = await findDialog("Warning", "alertdialog")
    // Spec section 8: "too many requests, retry after 5 minutes"; the server's English text is not shown.
    expect(within(warning).getByText("Too many requests, please try again in 5 minutes.")).toBeTruthy()
    expect(within(warning).queryByText("Too many codes for this number today")).toBeNull()
    expect(within(dialog).getByRole("button", { name: "Send code" })).toBeTruthy()
  })

  it("says why a registration failed, and loads a new captcha when captchas are on", async () => {
    const { rt, dialog } = await openAccountModal("register", "Register", {
      rules: { username, captcha: { enabled: "1", required: "1" } },
      answers: {
        captcha: ok("iVBORw0KGgo="),
        register: refused(400, "account_exists", "This username is already taken"),
      },
    })
    const q = within(dialog)
    await waitFor(() => expect(rt.called()).toContain("captcha"))
    fill(dialog, "Username", "player77")
    fill(dialog, "Password", "abc12345")
    fill(dialog, "Confirm password", "abc12345")
    fill(dialog, "Captcha", "1234")
    agree(dialog)
    // A captcha may be refreshed once a second (spec section 9): the person took a few seconds to fill the form.
    await tick(rt, 5_000)
    fireEvent.click(q.getByRole("button", { name: "Register" }))
    expect((await q.findByRole("alert")).textContent).toBe("This username is already taken.")
    expect(rt.called().filter((n) => n === "captcha")).toHaveLength(2)
    expect((q.getByLabelText("Captcha") as HTMLInputElement).value).toBe("")
    expect(screen.getByRole("dialog", { name: "Register" })).toBeTruthy()
  })

  it("says so when the link drops, and goes to log in from its link", async () => {
    const { rt, dialog } = await openAccountModal("register", "Register", {
      rules: { username },
      answers: { register: "network" },
    })
    const q = within(dialog)
    fill(dialog, "Username", "player77")
    fill(dialog, "Password", "abc12345")
    fill(dialog, "Confirm password", "abc12345")
    agree(dialog)
    fireEvent.click(q.getByRole("button", { name: "Register" }))
    expect((await q.findByRole("alert")).textContent).toBe("Network link abnormal, please check your connection.")
    fireEvent.click(q.getByRole("button", { name: "Log in" }))
    expect(rt.store.state().modals.open).toEqual(["login"])
  })
})

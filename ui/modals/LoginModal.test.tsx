// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { ok, refused } from "../../core/workflows/testRuntime.ts"
import { chooseLanguage } from "../actions/language.ts"
import { loadSettingsFor, member, renderAt, settingsAnswers, setup } from "../testing/harness.tsx"

afterEach(cleanup)

const answers = (on: ReadonlyArray<string>, extra: Record<string, unknown> = {}) =>
  settingsAnswers(on, { gameVendors: ok({ data: { lanes: [] } }), hotGames: ok({ list: [] }), ...extra })

const openLogin = async (on: ReadonlyArray<string> = [], extra: Record<string, unknown> = {}) => {
  const rt = await setup({ answers: answers(on, extra) })
  await loadSettingsFor(rt)
  renderAt("/")
  fireEvent.click(screen.getByRole("button", { name: "Log in" }))
  const dialog = await screen.findByRole("dialog", { name: "Log in" })
  return { rt, dialog }
}

describe("the login modal", () => {
  it("has only the username form when SMS login is off, and both tabs when it is on", async () => {
    const first = await openLogin()
    expect(within(first.dialog).queryByRole("tab")).toBeNull()
    expect(within(first.dialog).getByLabelText("Username")).toBeTruthy()
    cleanup()
    const second = await openLogin(["MOBILELOGIN3"])
    fireEvent.click(within(second.dialog).getByRole("tab", { name: "Mobile" }))
    expect(within(second.dialog).getByLabelText("Mobile number")).toBeTruthy()
    expect(within(second.dialog).getByRole("button", { name: "Send code" })).toBeTruthy()
  })

  it("says what is wrong as the person types, and everything on submit", async () => {
    const { rt, dialog } = await openLogin()
    const username = within(dialog).getByLabelText("Username")
    fireEvent.change(username, { target: { value: "a" } })
    fireEvent.change(username, { target: { value: "  " } })
    expect(username.getAttribute("aria-invalid")).toBe("true")
    expect(within(dialog).getAllByText("Input cannot be empty")).toHaveLength(1)
    fireEvent.click(within(dialog).getByRole("button", { name: "Log in" }))
    // Both messages shown: the submit was handled, and refused before any call.
    await waitFor(() => expect(within(dialog).getAllByText("Input cannot be empty")).toHaveLength(2))
    expect(rt.called()).not.toContain("login")
  })

  it("re-applies the messages in a new language", async () => {
    const { dialog } = await openLogin()
    fireEvent.click(within(dialog).getByRole("button", { name: "Log in" }))
    await waitFor(() => expect(within(dialog).getAllByText("Input cannot be empty")).toHaveLength(2))
    await act(async () => chooseLanguage("th"))
    await waitFor(() => expect(within(dialog).getAllByText("กรุณากรอกข้อมูล")).toHaveLength(2))
    await act(async () => chooseLanguage("en"))
  })

  it("logs in with the trimmed values, busy while it runs, and closes", async () => {
    const { rt, dialog } = await openLogin([], {
      login: ok({ token: "t9", firstTimeLogin: false }),
      memberInfo: member("player01"),
      balance: ok({ sumBalance: 10 }),
      unreadCount: ok(0),
    })
    fireEvent.change(within(dialog).getByLabelText("Username"), { target: { value: " player01 " } })
    fireEvent.change(within(dialog).getByLabelText("Password"), { target: { value: "Player123" } })
    const submit = within(dialog).getByRole("button", { name: "Log in" })
    fireEvent.click(submit)
    fireEvent.click(submit)
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull())
    expect(rt.called().filter((n) => n === "login")).toHaveLength(1)
    const request = rt.requests.find((r) => r.endpoint.name === "login")?.body as Record<string, unknown>
    expect(request.username).toBe("player01")
    expect(rt.store.state().session.member?.account).toBe("player01")
  })

  it("shows the platform's refusal, translated, and the captcha box when it asks for one", async () => {
    const { dialog } = await openLogin([], {
      login: refused(400, "login_failed", "wrong", { captcha: true }),
      captcha: ok("iVBORw0KGgo="),
    })
    fireEvent.change(within(dialog).getByLabelText("Username"), { target: { value: "player01" } })
    fireEvent.change(within(dialog).getByLabelText("Password"), { target: { value: "nope" } })
    fireEvent.click(within(dialog).getByRole("button", { name: "Log in" }))
    expect(await within(dialog).findByRole("alert")).toHaveProperty("textContent", "Incorrect username or password.")
    const captcha = await within(dialog).findByLabelText("Captcha")
    expect(captcha).toBeTruthy()
    await waitFor(() =>
      expect(dialog.querySelector(".captcha-image img")?.getAttribute("src")).toBe(
        "data:image/png;base64,iVBORw0KGgo=",
      ),
    )
    // The box that just appeared is not yet wrong to be empty; the next submit says so.
    expect(captcha.getAttribute("aria-invalid")).toBeNull()
    expect(within(dialog).queryByText("Input cannot be empty")).toBeNull()
    fireEvent.click(within(dialog).getByRole("button", { name: "Log in" }))
    await waitFor(() => expect(captcha.getAttribute("aria-invalid")).toBe("true"))
  })

  it("switches to the register and forgot-password modals", async () => {
    const { rt, dialog } = await openLogin(["DIRECTREG3"])
    fireEvent.click(within(dialog).getByRole("button", { name: "Forgot password?" }))
    expect(rt.store.state().modals.open).toEqual(["forgetPass"])
  })

  it("offers the free trial when free play is on", async () => {
    const { rt, dialog } = await openLogin(["FREEPLAY3"], {
      freePlay: ok({ token: "demo" }),
      memberInfo: member("demo01", 4),
      balance: ok({ sumBalance: 0 }),
      unreadCount: ok(0),
    })
    fireEvent.click(within(dialog).getByRole("button", { name: "Free trial" }))
    await waitFor(() => expect(rt.store.state().session.member?.type).toBe(4))
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull())
  })

  it("fills the remembered username and ticks remember the first time it opens after a reload", async () => {
    const rt = await setup({ answers: answers([]) })
    await loadSettingsFor(rt)
    rt.cookies.jar.set("username", { value: "player01", expires: Number.POSITIVE_INFINITY })
    rt.cookies.jar.set("remember", { value: "1", expires: Number.POSITIVE_INFINITY })
    renderAt("/")
    fireEvent.click(screen.getByRole("button", { name: "Log in" }))
    const dialog = await screen.findByRole("dialog", { name: "Log in" })
    await waitFor(() => expect((within(dialog).getByLabelText("Username") as HTMLInputElement).value).toBe("player01"))
    expect((within(dialog).getByRole("checkbox", { name: "Remember me" }) as HTMLInputElement).checked).toBe(true)
  })

  it("does not call the SMS code missing right after it was asked for", async () => {
    const { dialog } = await openLogin(["MOBILELOGIN3"], { smsLoginCode: ok({ expiredMinutes: 5 }) })
    fireEvent.click(within(dialog).getByRole("tab", { name: "Mobile" }))
    const mobile = within(dialog).getByLabelText("Mobile number")
    fireEvent.focus(mobile)
    fireEvent.change(mobile, { target: { value: "9171234567" } })
    // Tab from the number to the code field and on to its send-code button.
    const code = within(dialog).getByLabelText("SMS code")
    const send = within(dialog).getByRole("button", { name: "Send code" })
    fireEvent.blur(mobile, { relatedTarget: code })
    fireEvent.focus(code)
    fireEvent.blur(code, { relatedTarget: send })
    fireEvent.click(send)
    // The countdown shows once the code was sent: the blur and the click were handled by then.
    await within(dialog).findByRole("button", { name: /^Resend in \d+s$/ })
    expect(code.getAttribute("aria-invalid")).toBeNull()
    expect(within(dialog).queryByText("Input cannot be empty")).toBeNull()
  })

  it("logs in by mobile with a dialing code picked from the brand's countries", async () => {
    const { rt, dialog } = await openLogin(["MOBILELOGIN3"], {
      countries: ok([
        { countryCode: "PH", countryDialingCode: "63" },
        { countryCode: "TH", countryDialingCode: "66" },
      ]),
    })
    fireEvent.click(within(dialog).getByRole("tab", { name: "Mobile" }))
    const picker = await within(dialog).findByRole("combobox", { name: "Country code" })
    expect(
      within(picker)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["+63 PH", "+66 TH"])
    fireEvent.change(picker, { target: { value: "66" } })
    fireEvent.change(within(dialog).getByLabelText("Mobile number"), { target: { value: "812345678" } })
    fireEvent.change(within(dialog).getByLabelText("SMS code"), { target: { value: "4821" } })
    fireEvent.click(within(dialog).getByRole("button", { name: "Log in" }))
    await waitFor(() =>
      expect(rt.requests.find((r) => r.endpoint.name === "login")?.body).toMatchObject({ countryDialingCode: "66" }),
    )
  })
})

import { describe, expect, it } from "vitest"
import type { EndpointName } from "../../contract/Api.ts"
import type { Event } from "../../events/Event.ts"
import { initialState, reduce, replay } from "../State.ts"
import { initialModals } from "./modals.ts"

const opened = (...names: Array<"login" | "loginPopup" | "register" | "forgetPass" | "changePass">): Array<Event> =>
  names.map((modal) => ({ _tag: "ModalOpened", modal }))

describe("modals slice", () => {
  it("opens and closes modals, topmost last, without duplicates", () => {
    const s = replay([...opened("login", "register", "login"), { _tag: "ModalClosed", modal: "login" }]).modals
    expect(s.open).toEqual(["register"])
    expect(reduce(initialState, { _tag: "ModalClosed", modal: "notice" }).modals).toBe(initialState.modals)
  })
  it("closes the login modals after a login, opening the forced change-password modal when due", () => {
    const plain = replay([
      ...opened("loginPopup"),
      { _tag: "LoginSubmitted", method: "username", account: "a", defaultPassword: false },
      { _tag: "LoginSucceeded", value: { token: "[redacted]" } },
    ]).modals
    expect(plain.open).toEqual([])
    const forced = replay([
      ...opened("loginPopup"),
      { _tag: "LoginSubmitted", method: "username", account: "a", defaultPassword: true },
      { _tag: "LoginSucceeded", value: { token: "[redacted]" } },
    ]).modals
    expect(forced.open).toEqual(["changePass"])
  })
  it("closes the form's modal after a registration, a recovery and a password change, with a notice where due", () => {
    expect(replay([...opened("register"), { _tag: "Registered", value: {} }]).modals.open).toEqual([])
    const email = replay([...opened("forgetPass"), { _tag: "PasswordRecoveryEmailSent", value: null }]).modals
    expect(email).toEqual({ open: [], dialog: { kind: "info", key: "password_recovery_email_sent", message: "" } })
    const changed = replay([...opened("changePass"), { _tag: "PasswordChanged", value: null }]).modals
    expect(changed.open).toEqual([])
    expect(changed.dialog?.key).toBe("password_changed")
  })
  it("keeps the help centre's requested topic while it is open, and forgets it when it closes", () => {
    const asked = replay([
      ...opened("register"),
      { _tag: "HelpTopicRequested", tag: "term" },
      { _tag: "ModalOpened", modal: "helpCentre" },
    ]).modals
    expect(asked).toEqual({ open: ["register", "helpCentre"], dialog: undefined, helpTopic: "term" })
    // Read as often as wanted: nothing consumes it; asking again for the same topic changes nothing.
    expect(reduce({ ...initialState, modals: asked }, { _tag: "HelpTopicRequested", tag: "term" }).modals).toBe(asked)
    // Closing another modal keeps it; closing the help centre drops it, so a plain opening starts on the first topic.
    const state = { ...initialState, modals: asked }
    expect(reduce(state, { _tag: "ModalClosed", modal: "register" }).modals.helpTopic).toBe("term")
    const closed = reduce(state, { _tag: "ModalClosed", modal: "helpCentre" }).modals
    expect(closed).toEqual({ open: ["register"], dialog: undefined })
    expect("helpTopic" in closed).toBe(false)
    expect(reduce(state, { _tag: "LoggedOut", value: null }).modals).toBe(initialModals)
  })
  it("shows a warning for a refused SMS request and a refused invitation code", () => {
    const fail = (endpoint: EndpointName): Event => ({
      _tag: "CallFailed",
      endpoint,
      status: 200,
      errorCode: "e",
      message: "Server says no",
      captcha: false,
    })
    expect(reduce(initialState, fail("smsRegisterCode")).modals.dialog).toEqual({
      kind: "warning",
      key: "sms_request_failed",
      message: "Server says no",
      errorCode: "e",
    })
    const registering = reduce(initialState, { _tag: "RegistrationSubmitted", method: "username", account: "newbie" })
    expect(reduce(registering, fail("affiliate")).modals.dialog?.key).toBe("invitation_code_error")
    // The same call checks a link's referral code on arrival: said inside the form, not in a dialog.
    expect(reduce(initialState, fail("affiliate")).modals).toBe(initialState.modals)
    expect(reduce(initialState, fail("balance")).modals).toBe(initialState.modals)
  })
  it("closes everything on logout; on an ended session it shows why, only if a member was logged in", () => {
    const inSession = replay([
      { _tag: "LoginSucceeded", value: { token: "[redacted]" } },
      ...opened("register"),
      { _tag: "DialogShown", kind: "info", key: "k", message: "" },
    ])
    expect(reduce(inSession, { _tag: "LoggedOut", value: null }).modals).toEqual({ open: [], dialog: undefined })
    const ended = reduce(inSession, {
      _tag: "SessionEnded",
      endpoint: "balance",
      errorCode: "login.not.session",
      message: "Expired",
    })
    expect(ended.modals).toEqual({
      open: [],
      dialog: { kind: "warning", key: "session_expired", message: "Expired", errorCode: "login.not.session" },
    })
    expect(reduce(initialState, { _tag: "SessionEnded", endpoint: "status", errorCode: "y", message: "" }).modals).toBe(
      initialState.modals,
    )
    expect(reduce(inSession, { _tag: "DialogDismissed" }).modals.dialog).toBeUndefined()
  })
})

/**
 * Open modals and the dialog (spec section 2 "Modals", section 4 "Dialog helper", section 8): which modals are open
 * (topmost last) and the one warning or notice dialog. Besides the person's own opening and closing, answers move
 * them: a login closes the login modals and opens the forced change-password modal when it is due (spec section 4),
 * and a reload during that forced change opens it again; a registration closes the register modal; a recovery closes
 * the forgot-password modal; a logout closes everything; an ended session shows its message. A refused SMS request
 * and a refused invitation code show a warning. The help centre's requested topic (the user agreement from
 * registration, spec section 2) is kept while the help centre is open, so the modal reads it from state on every
 * render rather than consuming it once.
 */
import type { ModalName } from "../../events/intents/ui.ts"
import { invitationCodeError } from "../../model/Affiliate.ts"
import type { LoginResponse } from "../../model/LoginResponse.ts"
import { slice } from "../Slice.ts"
import type { State } from "../State.ts"
import { keepIfEqual } from "../sameJson.ts"
import { forcedChangeOf } from "./session.ts"

/** A dialog with one confirm button. */
export interface Dialog {
  readonly kind: "warning" | "info"
  /** Message key of the UI's translations. */
  readonly key: string
  /** The server's text, when there is one: kept for the log, not shown (it comes in one language, spec section 8). */
  readonly message: string
  /** The platform's error code, when a refusal opened the dialog: the UI shows the code's own message over the key's. */
  readonly errorCode?: string
}

export interface ModalsState {
  /** Open modals, topmost last. */
  readonly open: ReadonlyArray<ModalName>
  readonly dialog: Dialog | undefined
  /** The tag of the topic the help centre was asked to open on, while it is open. */
  readonly helpTopic?: string | undefined
}

/** Message keys of the dialogs this slice opens. */
export const dialogKeys = {
  smsRequestFailed: "sms_request_failed",
  invitationCodeError,
  recoveryEmailSent: "password_recovery_email_sent",
  passwordChanged: "password_changed",
  sessionExpired: "session_expired",
} as const

/** The slice with other open modals, written out (Slice.ts, `Mutable`): modals open and close all session. */
const withOpen = (s: ModalsState, open: ReadonlyArray<ModalName>): ModalsState =>
  s.helpTopic === undefined ? { open, dialog: s.dialog } : { open, dialog: s.dialog, helpTopic: s.helpTopic }

const close = (s: ModalsState, ...names: ReadonlyArray<ModalName>): ModalsState => {
  if (!s.open.some((m) => names.includes(m))) return s
  const open = s.open.filter((m) => !names.includes(m))
  // The requested help topic lives as long as the help centre is open.
  if (s.helpTopic !== undefined && !open.includes("helpCentre")) return { open, dialog: s.dialog }
  return withOpen(s, open)
}

const requestTopic = (s: ModalsState, tag: string): ModalsState => (s.helpTopic === tag ? s : { ...s, helpTopic: tag })

const open = (s: ModalsState, name: ModalName): ModalsState =>
  s.open.includes(name) ? s : withOpen(s, [...s.open, name])

/** The warning of a platform's refusal: the key says what failed, the code (when the platform sent one) says why. */
const refusalDialog = (key: string, e: { readonly errorCode: string; readonly message: string }): Dialog =>
  e.errorCode === ""
    ? { kind: "warning", key, message: e.message }
    : { kind: "warning", key, message: e.message, errorCode: e.errorCode }

const show = (s: ModalsState, dialog: Dialog): ModalsState => keepIfEqual(s, { ...s, dialog })

const loggedIn = (s: ModalsState, answer: LoginResponse, state: State): ModalsState => {
  const closed = close(s, "login", "loginPopup")
  const forced = forcedChangeOf(state.session.attempt, answer, state.settings.features.pwdEnabled)
  return forced === undefined ? closed : open(closed, "changePass")
}

export const initialModals: ModalsState = { open: [], dialog: undefined }

export const modals = slice<ModalsState>(initialModals, {
  ModalOpened: (s, e) => open(s, e.modal),
  ModalClosed: (s, e) => close(s, e.modal),
  HelpTopicRequested: (s, e) => requestTopic(s, e.tag),
  DialogShown: (s, e) => show(s, { kind: e.kind, key: e.key, message: e.message }),
  DialogDismissed: (s) => (s.dialog === undefined ? s : { ...s, dialog: undefined }),
  LoginSucceeded: (s, e, state) => loggedIn(s, e.value, state),
  SecondVerificationPassed: (s, e, state) => loggedIn(s, e.value, state),
  ForcedPasswordChangeRestored: (s) => open(close(s, "login", "loginPopup"), "changePass"),
  FreePlayStarted: (s) => close(s, "login", "loginPopup"),
  Registered: (s) => close(s, "register"),
  RegisteredByMobile: (s) => close(s, "register"),
  PasswordRecoveryEmailSent: (s) =>
    show(close(s, "forgetPass"), { kind: "info", key: dialogKeys.recoveryEmailSent, message: "" }),
  PasswordResetByPhone: (s) => close(s, "forgetPass"),
  PasswordResetByEmail: (s) => close(s, "forgetPass"),
  PasswordChanged: (s) => show(close(s, "changePass"), { kind: "info", key: dialogKeys.passwordChanged, message: "" }),
  CallFailed: (s, e, state) =>
    e.endpoint === "smsLoginCode" || e.endpoint === "smsRegisterCode"
      ? show(s, refusalDialog(dialogKeys.smsRequestFailed, e))
      : // Outside a registration in flight the call checked the link's referral code, said inside the form.
        e.endpoint === "affiliate" && state.registration.pending
        ? show(s, refusalDialog(dialogKeys.invitationCodeError, e))
        : s,
  LoggedOut: (s) => (s.open.length === 0 && s.dialog === undefined && s.helpTopic === undefined ? s : initialModals),
  SessionEnded: (s, e, state) =>
    state.session.loggedIn || state.session.forcedPasswordChange !== undefined
      ? keepIfEqual(s, { open: [], dialog: refusalDialog(dialogKeys.sessionExpired, e) })
      : s,
})

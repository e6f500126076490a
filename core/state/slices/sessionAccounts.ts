/**
 * The session slice's handlers of the account flows (spec section 4 "Login", "Free play", "Register", "Change
 * password"): a login submitted and answered (or held for a forced password change, or refused with the captcha or a
 * second verification), free play, registration, the failures beside the account forms, the captcha, a changed
 * password. Apart from session.ts's so the first view does not carry them (core/state/laterSlices.ts); State.ts
 * joins both into the session slice.
 */
import type { LoginResponse } from "../../model/LoginResponse.ts"
import {
  type VerificationMethod,
  verificationMethods,
  verificationRequiredCode,
} from "../../model/SecondVerification.ts"
import { slice } from "../Slice.ts"
import type { State } from "../State.ts"
import { keepIfEqual } from "../sameJson.ts"
import { forcedChangeOf, initialSession, passwordless, type SessionState } from "./session.ts"

/** Calls whose failure ends the loader and shows an error beside an account form. */
const accountCalls: ReadonlySet<string> = new Set([
  "login",
  "loginVerification",
  "freePlay",
  "register",
  "registerMobile",
  "affiliate",
  "changePassword",
  "forgotPasswordByEmail",
  "resetPasswordByPhone",
])

/** Forms whose refusal shows beside the account forms (the SMS button has its own slice). */
const accountForms: ReadonlySet<string> = new Set([
  "login",
  "smsLogin",
  "register",
  "forgotPassword",
  "changePassword",
  "secondVerification",
])

const noCaptcha: SessionState["captcha"] = { required: false, image: undefined }

/**
 * The methods a new-IP refusal offers (spec section 4): those the platform named (`value.methods`); every method
 * when it named none or none we know (OUR CHOICE: the platform then decides at the proof). The same list is kept.
 */
const offeredMethods = (
  named: ReadonlyArray<VerificationMethod> | undefined,
  was: SessionState["secondVerification"],
): ReadonlyArray<VerificationMethod> => {
  const methods = named !== undefined && named.length > 0 ? named : verificationMethods
  return was !== undefined && was.length === methods.length && was.every((m, i) => m === methods[i]) ? was : methods
}

const loggedIn = (s: SessionState, answer: LoginResponse, state: State): SessionState => {
  const method = s.attempt?.method ?? "username"
  const forcedPasswordChange = forcedChangeOf(s.attempt, answer, state.settings.features.pwdEnabled)
  return keepIfEqual(s, {
    ...s,
    // Spec section 4: the forced change-password modal opens; "otherwise ... the user is marked logged in".
    loggedIn: forcedPasswordChange === undefined,
    pending: false,
    error: undefined,
    captcha: noCaptcha,
    secondVerification: undefined,
    method,
    firstTimeLogin: answer.firstTimeLogin === true,
    forcedPasswordChange,
    // A held login is nobody's session yet: no member of an earlier session stays on it.
    member: forcedPasswordChange === undefined ? s.member : undefined,
    passwordUnknown: passwordless.has(method),
  })
}

const stopPending = (s: SessionState, endpoint: string): SessionState =>
  accountCalls.has(endpoint) && s.pending ? { ...s, pending: false } : s

/** Logged in by free play or a registration: no password was checked, so none is forced to change. */
const signedIn = (s: SessionState, method: "freePlay" | "register", firstTimeLogin: boolean): SessionState =>
  keepIfEqual(s, {
    ...s,
    loggedIn: true,
    pending: false,
    error: undefined,
    captcha: noCaptcha,
    attempt: undefined,
    method,
    firstTimeLogin,
    forcedPasswordChange: undefined,
    // Free play has no password to change; a registration has just set one.
    passwordUnknown: method === "freePlay",
  })

export const sessionAccounts = slice<SessionState>(initialSession, {
  LoginSubmitted: (s, e) =>
    keepIfEqual(s, {
      ...s,
      pending: true,
      error: undefined,
      attempt: { method: e.method, account: e.account, defaultPassword: e.defaultPassword },
    }),
  LoginSucceeded: (s, e, state) => loggedIn(s, e.value, state),
  SecondVerificationPassed: (s, e, state) => loggedIn(s, e.value, state),
  FreePlayStarted: (s, e) => signedIn(s, "freePlay", e.value.firstTimeLogin === true),
  RegistrationSubmitted: (s) => (s.pending && s.error === undefined ? s : { ...s, pending: true, error: undefined }),
  Registered: (s, e) => registered(s, e.value),
  RegisteredByMobile: (s, e) => registered(s, e.value),
  CallFailed: (s, e) => {
    if (!accountCalls.has(e.endpoint)) return s
    const isLogin = e.endpoint === "login" || e.endpoint === "loginVerification"
    return keepIfEqual(s, {
      ...s,
      pending: false,
      error: { errorCode: e.errorCode, message: e.message },
      captcha: isLogin && e.captcha && !s.captcha.required ? { ...s.captcha, required: true } : s.captcha,
      // A plain login asks for second verification or ends any earlier request for it; a refused proof keeps it.
      secondVerification:
        e.endpoint === "login"
          ? e.errorCode === verificationRequiredCode
            ? offeredMethods(e.methods, s.secondVerification)
            : undefined
          : s.secondVerification,
    })
  },
  NetworkFailed: (s, e) => stopPending(s, e.endpoint),
  ApiResponseRejected: (s, e) => stopPending(s, e.endpoint),
  FormRejected: (s, e) =>
    accountForms.has(e.form)
      ? keepIfEqual(s, { ...s, pending: false, error: { errorCode: e.reason, message: "" } })
      : s,
  CaptchaRequested: (s, e) => (s.captchaRequestedAt === e.at ? s : { ...s, captchaRequestedAt: e.at }),
  CaptchaLoaded: (s, e) => (s.captcha.image === e.value ? s : { ...s, captcha: { ...s.captcha, image: e.value } }),
  PasswordChanged: (s) =>
    s.forcedPasswordChange === undefined && !s.passwordUnknown && s.error === undefined && !s.pending
      ? s
      : {
          ...s,
          // A held login completes once the forced change is done.
          loggedIn: s.loggedIn || s.forcedPasswordChange !== undefined,
          forcedPasswordChange: undefined,
          passwordUnknown: false,
          error: undefined,
          pending: false,
        },
})

function registered(
  s: SessionState,
  value: { readonly token?: string | null | undefined; readonly firstTimeLogin?: boolean | null | undefined },
): SessionState {
  if (value.token == null || value.token === "") return s.pending ? { ...s, pending: false } : s
  return signedIn(s, "register", value.firstTimeLogin === true)
}

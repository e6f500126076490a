/**
 * The login state (spec section 3 "Login state", section 4 "Login check", "Login", "Logout"). Interface fixed by the
 * lead so other areas can read it; handlers owned by the session area.
 *
 * A login is a `LoginSubmitted` intent (method, account, whether the password was the flagged default; never the
 * password) followed by the answer. On success the member is logged in, unless the change of password is forced: its
 * reason is derived here (spec section 4): the flagged default password '123456', or `passwordExpired` while the
 * expiry module PWDEXPFORCECHANGE3 (`features.pwdEnabled`) is on, and never for an SMS or third-party login. A forced
 * change holds the login: spec section 4 marks the user logged in only "otherwise", so `loggedIn` stays false (the
 * token is kept for the change call) until `PasswordChanged` completes it; a reload keeps the hold
 * (`ForcedPasswordChangeRestored`, from session storage `cpw`, workflows/restoreSession.ts). A refusal asking for
 * the captcha shows the captcha box; `login_verify_required` (a new IP) asks for second verification.
 */

import type { EndpointName } from "../../contract/Api.ts"
import type { LoginMethod } from "../../events/intents/session.ts"
import type { LoginResponse } from "../../model/LoginResponse.ts"
import { defaultLabelColor, displayLabel, isTruthyFlag, type MemberInfo } from "../../model/MemberInfo.ts"
import { type MemberSecurity, securityOf } from "../../model/MemberSecurity.ts"
import type { ProtectionRefusal } from "../../model/ProtectionRefusal.ts"
import {
  type VerificationMethod,
  verificationMethods,
  verificationRequiredCode,
} from "../../model/SecondVerification.ts"
import type { VerificationChallenge } from "../../model/VerificationChallenge.ts"
import { slice } from "../Slice.ts"
import type { State } from "../State.ts"
import { keepIfEqual } from "../sameJson.ts"

/** What the portal knows of the logged-in member (spec section 3 "Member info"). */
export interface MemberSummary {
  readonly id: string | undefined
  readonly account: string
  readonly nickname: string | undefined
  /** Account type: 4 trial (demo); 1, 2, 41, 42 agents (spec section 9). */
  readonly type: number
  readonly toUpline: boolean
  readonly customerId: string | undefined
  /** `memberLabel[0].labelName` (falls back to `clubLabel.labelName`). */
  readonly label: string | undefined
  /** Label colour; the default is #ABABAB (spec section 3). */
  readonly labelColor: string
  readonly lastLogin: string | undefined
  /** Ids of the member's labels (club label, member labels): who the brand's VIP desk serves (`vipService`). */
  readonly labelIds?: ReadonlyArray<string>
  /** Bound mobile and email, last login address (model/MemberSecurity.ts), when the platform sends them. */
  readonly security?: MemberSecurity | undefined
}

/** A login in flight or the one that opened the session: no secret, only what the reducers need. */
export interface LoginAttempt {
  readonly method: LoginMethod
  readonly account: string
  /** The password was exactly the flagged default '123456' (spec section 9). */
  readonly defaultPassword: boolean
}

/** What the remember-me cookies gave the login form (spec section 3; never a password). */
export interface RememberedLogin {
  readonly remember: boolean
  readonly username: string | undefined
  readonly mobileNum: string | undefined
  readonly countryDialingCode: string | undefined
}

export interface SessionState {
  /**
   * The member is logged in: a token is held (in session storage, never in state) and no forced change of password
   * holds the login (spec section 4 "Login").
   */
  readonly loggedIn: boolean
  /** Member info, once loaded. */
  readonly member: MemberSummary | undefined
  /** A login or registration call is in flight (the loader shows). */
  readonly pending: boolean
  /** The platform asked for the image captcha; the base64 PNG once loaded. */
  readonly captcha: { readonly required: boolean; readonly image: string | undefined }
  /** Why the change-password modal is forced, if it is. */
  readonly forcedPasswordChange: "defaultPassword" | "expired" | undefined
  /** The stored password is unknown (`cpw` cleared: free play, SMS login); the old password must be asked. */
  readonly passwordUnknown: boolean
  /** A new-IP login awaits second verification with these methods. */
  readonly secondVerification: ReadonlyArray<VerificationMethod> | undefined
  /** The last refusal of an account call, to show beside the form. */
  readonly error:
    | {
        readonly errorCode: string
        readonly message: string
        readonly until?: number
        /** A player-protection refusal of the login (an excluded account, the session-time limit). */
        readonly protection?: ProtectionRefusal
      }
    | undefined
  /** The login in flight, or the one that opened the session. */
  readonly attempt: LoginAttempt | undefined
  /** How the session was opened (a registration logs the new member in). */
  readonly method: LoginMethod | "register" | undefined
  /** The platform said this is the member's first login. */
  readonly firstTimeLogin: boolean
  /**
   * When a captcha image was last asked for (epoch ms), for the once-a-second refresh limit; the verification
   * check's image is a captcha too, under the same limit.
   */
  readonly captchaRequestedAt: number | undefined
  /** The brand's verification check before login and register: the challenge last issued (id and image). */
  readonly verification: VerificationChallenge | undefined
  /** The member's avatar address. */
  readonly icon: string | undefined
  /** The login form's remembered fields. */
  readonly remembered: RememberedLogin | undefined
}

export const initialSession: SessionState = {
  loggedIn: false,
  member: undefined,
  pending: false,
  captcha: { required: false, image: undefined },
  forcedPasswordChange: undefined,
  passwordUnknown: false,
  secondVerification: undefined,
  error: undefined,
  attempt: undefined,
  method: undefined,
  firstTimeLogin: false,
  captchaRequestedAt: undefined,
  verification: undefined,
  icon: undefined,
  remembered: undefined,
}

/** Methods that never force a password change: the person typed no password (spec section 4). */
export const passwordless: ReadonlySet<LoginMethod> = new Set(["sms", "firebase", "freePlay"])

/** Why a successful login forces a password change, if it does (spec section 4 "Login"). */
export const forcedChangeOf = (
  attempt: LoginAttempt | undefined,
  answer: Pick<LoginResponse, "passwordExpired">,
  pwdEnabled: boolean,
): SessionState["forcedPasswordChange"] => {
  if (attempt !== undefined && passwordless.has(attempt.method)) return undefined
  if (attempt?.defaultPassword === true) return "defaultPassword"
  if (answer.passwordExpired === true && pwdEnabled) return "expired"
  return undefined
}

/** The member summary of a member-info answer. */
export const summarize = (info: MemberInfo): MemberSummary => {
  const label = displayLabel(info)
  const labelIds = [info.clubLabel, ...(info.memberLabel ?? [])].flatMap((l) =>
    l?.labelId == null ? [] : String(l.labelId),
  )
  const customerId = info.customerId ?? info.id
  return {
    id: info.id == null ? undefined : String(info.id),
    account: info.account,
    nickname: info.nickname ?? undefined,
    type: info.type,
    toUpline: isTruthyFlag(info.toUpline),
    customerId: customerId == null ? undefined : String(customerId),
    label: label?.labelName ?? undefined,
    labelColor: label?.color ?? defaultLabelColor,
    lastLogin: info.lastLogin == null ? undefined : String(info.lastLogin),
    ...(labelIds.length === 0 ? {} : { labelIds }),
    ...(securityOf(info) === undefined ? {} : { security: securityOf(info) }),
  }
}

/** Calls whose failure ends the loader and shows an error beside an account form. */
const accountCalls: ReadonlySet<EndpointName> = new Set([
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

const stopPending = (s: SessionState, endpoint: EndpointName): SessionState =>
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

/**
 * The session slice: member info and icon, a restored forced change, the remembered form fields, the end of a
 * session, and the account flows (a login submitted and answered, held for a forced password change or refused with
 * the captcha or a second verification; free play; registration; the failures beside the account forms; the captcha;
 * a changed password).
 */
export const session = slice<SessionState>(initialSession, {
  MemberInfoLoaded: (s, e) => {
    // A login held for a forced password change is not logged in yet (spec section 4): its member info waits.
    if (s.forcedPasswordChange !== undefined) return s
    const member = keepIfEqual(s.member, summarize(e.value))
    return member === s.member && s.loggedIn ? s : { ...s, member, loggedIn: true }
  },
  // A reload during a forced change (spec section 4): the same hold as right after the login, for the stored account;
  // the flagged default password is known again from the reason itself.
  ForcedPasswordChangeRestored: (s, e) =>
    keepIfEqual(s, {
      ...initialSession,
      remembered: s.remembered,
      forcedPasswordChange: e.reason,
      attempt: { method: "username", account: e.account, defaultPassword: e.reason === "defaultPassword" },
      method: "username",
    }),
  MemberIconLoaded: (s, e) => (s.icon === e.value.address ? s : { ...s, icon: e.value.address }),
  // After a session nothing is kept, not even the remembered form fields: the login that began it rewrote the
  // remember-me cookies (spec section 3), so the next opening of the login form reads them again.
  LoggedOut: () => initialSession,
  // An exclusion's answer ends every session of the member on the platform (spec section 9, the platform's note on
  // the call): this one is over now, not at the logout that follows, whose refusal (and the live stream's) then finds
  // nothing to end and raises no expired-session warning over the exclusion's own notice.
  ExclusionStarted: () => initialSession,
  SessionEnded: (s) =>
    s.loggedIn || s.member !== undefined || s.forcedPasswordChange !== undefined ? initialSession : s,
  RememberedLoginRestored: (s, e) =>
    keepIfEqual(s, {
      ...s,
      remembered: {
        remember: e.remember,
        username: e.username,
        mobileNum: e.mobileNum,
        countryDialingCode: e.countryDialingCode,
      },
    }),
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
      error: {
        errorCode: e.errorCode,
        message: e.message,
        ...(e.until === undefined ? {} : { until: e.until }),
        ...(e.protection === undefined ? {} : { protection: e.protection }),
      },
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
  VerificationChallengeLoaded: (s, e) => keepIfEqual(s, { ...s, verification: e.value }),
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

import * as Schema from "effect/Schema"
import * as fc from "fast-check"
import { describe, expect, it } from "vitest"
import { Api } from "../../contract/Api.ts"
import type { Event } from "../../events/Event.ts"
import { initialState, reduce, replay } from "../State.ts"
import { forcedChangeOf, initialSession, summarize } from "./session.ts"

const member = Schema.decodeUnknownSync(Api.memberInfo.response)({
  id: 77,
  account: "agent7",
  nickname: "Seven",
  type: 41,
  toUpline: 1,
  clubLabel: { labelName: "VIP2", color: "#C0C0C0" },
  memberLabel: [],
  lastLogin: 1714550400000,
})

const withPwdExpiry: Event = {
  _tag: "WhiteLabelLoaded",
  value: [{ modId: "PWDEXPFORCECHANGE3", enabled: true, childrenNodes: [] }],
}
const submitted = (method: "username" | "sms", defaultPassword: boolean): Event => ({
  _tag: "LoginSubmitted",
  method,
  account: "agent7",
  defaultPassword,
})
const succeeded = (passwordExpired: boolean, firstTimeLogin = false): Event => ({
  _tag: "LoginSucceeded",
  value: { token: "[redacted]", passwordExpired, firstTimeLogin },
})

describe("session slice", () => {
  it("marks the login pending, then logged in with the method and first-login flag", () => {
    const pending = replay([submitted("username", false)]).session
    expect(pending.pending).toBe(true)
    expect(pending.attempt).toEqual({ method: "username", account: "agent7", defaultPassword: false })
    const s = replay([submitted("username", false), succeeded(false, true)]).session
    expect(s).toMatchObject({ loggedIn: true, pending: false, method: "username", firstTimeLogin: true })
    expect(s.forcedPasswordChange).toBeUndefined()
    expect(s.passwordUnknown).toBe(false)
  })
  it("forces the change for the flagged default password, and for an expired one only with the module on", () => {
    expect(replay([submitted("username", true), succeeded(false)]).session.forcedPasswordChange).toBe("defaultPassword")
    expect(replay([submitted("username", false), succeeded(true)]).session.forcedPasswordChange).toBeUndefined()
    expect(replay([withPwdExpiry, submitted("username", false), succeeded(true)]).session.forcedPasswordChange).toBe(
      "expired",
    )
  })
  it("never forces it for an SMS login, whose password stays unknown", () => {
    const s = replay([withPwdExpiry, submitted("sms", true), succeeded(true)]).session
    expect(s.forcedPasswordChange).toBeUndefined()
    expect(s.passwordUnknown).toBe(true)
  })
  it("follows the same rule as a pure function", () => {
    expect(forcedChangeOf(undefined, { passwordExpired: true }, true)).toBe("expired")
    expect(forcedChangeOf({ method: "freePlay", account: "", defaultPassword: true }, {}, true)).toBeUndefined()
  })
  it("shows the captcha box when a refusal asks for it, and asks for second verification on a new IP", () => {
    const refusal: Event = {
      _tag: "CallFailed",
      endpoint: "login",
      status: 400,
      errorCode: "login.fail",
      message: "Wrong password",
      captcha: true,
    }
    const s = replay([submitted("username", false), refusal, { _tag: "CaptchaLoaded", value: "iVBORw0KGgo=" }]).session
    expect(s).toMatchObject({ pending: false, error: { errorCode: "login.fail", message: "Wrong password" } })
    expect(s.captcha).toEqual({ required: true, image: "iVBORw0KGgo=" })
    const newIp = replay([
      submitted("username", false),
      { ...refusal, errorCode: "login_verify_required", captcha: false },
    ])
    expect(newIp.session.secondVerification).toEqual(["sms", "email", "bankAccountName", "google"])
    const named = replay([
      submitted("username", false),
      { ...refusal, errorCode: "login_verify_required", captcha: false, methods: ["bankAccountName"] },
    ])
    expect(named.session.secondVerification).toEqual(["bankAccountName"])
    const passed = reduce(newIp, { _tag: "SecondVerificationPassed", value: { token: "[redacted]" } })
    expect(passed.session.loggedIn).toBe(true)
    expect(passed.session.secondVerification).toBeUndefined()
  })
  it("summarises member info, default label colour included", () => {
    expect(summarize(member)).toEqual({
      id: "77",
      account: "agent7",
      nickname: "Seven",
      type: 41,
      toUpline: true,
      customerId: "77",
      label: "VIP2",
      labelColor: "#C0C0C0",
      lastLogin: "1714550400000",
    })
    const plain = summarize({ account: "p", type: 0 })
    expect(plain.labelColor).toBe("#ABABAB")
    expect(plain.label).toBeUndefined()
  })
  it("keeps the same reference when member info repeats", () => {
    const s1 = reduce(initialState, { _tag: "MemberInfoLoaded", value: member })
    expect(s1.session.loggedIn).toBe(true)
    expect(reduce(s1, { _tag: "MemberInfoLoaded", value: { ...member } }).session).toBe(s1.session)
  })
  it("logs in after free play with an unknown password, and after a registration that returned a token", () => {
    const free = reduce(initialState, { _tag: "FreePlayStarted", value: { token: "[redacted]" } }).session
    expect(free).toMatchObject({ loggedIn: true, method: "freePlay", passwordUnknown: true })
    const reg = replay([
      { _tag: "RegistrationSubmitted", method: "username", account: "n" },
      { _tag: "Registered", value: { token: "[redacted]", firstTimeLogin: true } },
    ]).session
    expect(reg).toMatchObject({ loggedIn: true, method: "register", pending: false, firstTimeLogin: true })
    const noToken = replay([
      { _tag: "RegistrationSubmitted", method: "mobile", account: "n" },
      { _tag: "RegisteredByMobile", value: {} },
    ]).session
    expect(noToken).toMatchObject({ loggedIn: false, pending: false })
  })
  it("holds the login while the change is forced, and completes it once the password is changed", () => {
    const held = replay([submitted("username", true), succeeded(false)]).session
    expect(held).toMatchObject({ loggedIn: false, pending: false, forcedPasswordChange: "defaultPassword" })
    const s = replay([submitted("username", true), succeeded(false), { _tag: "PasswordChanged", value: null }]).session
    expect(s.forcedPasswordChange).toBeUndefined()
    expect(s.loggedIn).toBe(true)
    // An ended session also ends a held login.
    const ended = replay([
      submitted("username", true),
      succeeded(false),
      { _tag: "SessionEnded", endpoint: "changePassword", errorCode: "login.not.session", message: "" },
    ])
    expect(ended.session).toEqual(initialSession)
    expect(ended.modals.open).toEqual([])
    expect(ended.modals.dialog?.key).toBe("session_expired")
  })
  it("holds a login restored after a reload the same way, until the change or the session's end", () => {
    const restored: Event = { _tag: "ForcedPasswordChangeRestored", reason: "defaultPassword", account: "agent7" }
    const held = replay([restored])
    const fresh = replay([submitted("username", true), succeeded(false)])
    expect(held.session).toMatchObject({
      loggedIn: false,
      member: undefined,
      forcedPasswordChange: "defaultPassword",
      attempt: fresh.session.attempt,
    })
    expect(held.modals.open).toEqual(fresh.modals.open)
    // Member info waits for the change, as right after the login.
    const info: Event = { _tag: "MemberInfoLoaded", value: member }
    expect(replay([restored, info]).session.loggedIn).toBe(false)
    const done = replay([restored, { _tag: "PasswordChanged", value: null }, info]).session
    expect(done).toMatchObject({ loggedIn: true, forcedPasswordChange: undefined, member: { account: "agent7" } })
    const expired = replay([{ ...restored, reason: "expired" }]).session
    expect(expired).toMatchObject({ forcedPasswordChange: "expired", attempt: { defaultPassword: false } })
    const ended = replay([
      restored,
      { _tag: "SessionEnded", endpoint: "changePassword", errorCode: "login.not.session", message: "" },
    ])
    expect(ended.session).toEqual(initialSession)
    expect(ended.modals.dialog?.key).toBe("session_expired")
  })
  it("resets on logout and on an ended session, forgetting the remembered form the login rewrote", () => {
    const remembered: Event = { _tag: "RememberedLoginRestored", remember: true, username: "agent7" }
    const inSession = replay([
      remembered,
      submitted("username", false),
      succeeded(false),
      { _tag: "MemberInfoLoaded", value: member },
    ])
    const out = reduce(inSession, { _tag: "LoggedOut", value: null }).session
    // The login wrote new remember-me cookies (spec section 3): the next login form reads them, not the old fields.
    expect(out).toEqual(initialSession)
    expect(out.remembered).toBeUndefined()
    const ended = reduce(inSession, {
      _tag: "SessionEnded",
      endpoint: "balance",
      errorCode: "login.not.session",
      message: "",
    })
    expect(ended.session.loggedIn).toBe(false)
    expect(
      reduce(initialState, { _tag: "SessionEnded", endpoint: "status", errorCode: "y", message: "" }).session,
    ).toBe(initialState.session)
  })
  it("ends at an exclusion's answer: every session of the member is over on the platform, nothing to warn of", () => {
    const inSession = replay([
      submitted("username", false),
      succeeded(false),
      { _tag: "MemberInfoLoaded", value: member },
    ])
    const excluded = reduce(inSession, {
      _tag: "ExclusionStarted",
      value: { kind: "SELF_EXCLUSION", until: 1_811_740_471_298 },
    } as Event)
    expect(excluded.session).toEqual(initialSession)
    // The logout that follows finds the session over on the platform: no expired-session warning of its own.
    const after = reduce(excluded, {
      _tag: "SessionEnded",
      endpoint: "logout",
      errorCode: "login.not.session",
      message: "",
    })
    expect(after.modals.dialog).toBeUndefined()
  })
  it("stops the loader on a network failure of an account call only", () => {
    const pending = replay([submitted("username", false)])
    expect(reduce(pending, { _tag: "NetworkFailed", endpoint: "login", reason: "abnormal" }).session.pending).toBe(
      false,
    )
    expect(reduce(pending, { _tag: "NetworkFailed", endpoint: "balance", reason: "slow" }).session).toBe(
      pending.session,
    )
  })
  it("is total: any answer to a login leaves a well-formed session", () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.option(fc.boolean(), { nil: undefined }),
        fc.constantFrom("username", "sms", "firebase", "freePlay"),
        (def, expired, method) => {
          const s = replay([
            { _tag: "LoginSubmitted", method, account: "a", defaultPassword: def },
            {
              _tag: "LoginSucceeded",
              value: { token: "t", ...(expired === undefined ? {} : { passwordExpired: expired }) },
            },
          ]).session
          // A forced change holds the login (spec section 4).
          expect(s.loggedIn).toBe(s.forcedPasswordChange === undefined)
          if (method !== "username") expect(s.forcedPasswordChange).toBeUndefined()
        },
      ),
    )
  })
})

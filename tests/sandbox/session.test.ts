/**
 * Contract tests of the session area's calls on the sandbox: every endpoint of core/contract/api/session.ts
 * called over HTTP, its answer decoded through the core contract, and what it did checked (sessions, members,
 * wallets, outboxes), with the refusals and the 401 of every token endpoint. Runs on PGlite, and on PostgreSQL when
 * ARENA_TEST_PG is set. Captcha, SMS-code and new-IP rules are in sessionSecurity.test.ts.
 */
import { describe, expect, it } from "vitest"
import { Api } from "../../core/contract/Api.ts"
import { idleMs } from "../../sandbox/auth/sessions.ts"
import { sealForTest } from "../../sandbox/crypto/envelope.ts"
import { fileSandbox } from "./harness.ts"
import {
  type Client,
  clientFrom,
  decoded,
  freshIp,
  latestMail,
  latestSms,
  logIn,
  loginRequest,
  mailsTo,
  refused,
  switchModule,
} from "./sessionKit.ts"

const sandbox = fileSandbox()

const c = (ip?: string) => clientFrom(sandbox.url, ip)
const db = () => sandbox.services.db

let serial = 0
/** A registration body valid under the demo brand's rules. */
const newcomer = (extra: Record<string, unknown> = {}) => {
  serial += 1
  return {
    username: `newbie${String(serial).padStart(3, "0")}x`,
    password: "Secret123",
    confirmPassword: "Secret123",
    mobileNum: `918${String(Date.now() % 10_000).padStart(4, "0")}${String(serial).padStart(3, "0")}`,
    login: true,
    registerMethod: "WEB",
    registerUrl: "http://localhost/register",
    domain: "",
    ...extra,
  }
}

const register = async (client: Client, body: Record<string, unknown>) =>
  client.request("PUT", "/wps/member/register", { body, encrypted: true })

const memberRow = async (account: string) =>
  (
    await db().query<{ id: string; upline_id: string | null; referred_by: string | null; known_ips: string[] }>(
      "select id, upline_id, referred_by, known_ips from members where account = $1",
      [account],
    )
  )[0]

describe("login by username", () => {
  it("answers a token with the first-login and expiry flags, and decodes through the contract", async () => {
    const client = c()
    const res = await loginRequest(client, "player01", "Player123")
    const value = decoded(Api.login, res)
    expect(value.token).toMatch(/^[0-9a-f]{64}$/)
    expect(value).toMatchObject({ firstTimeLogin: false, passwordExpired: false, account: "player01", type: 0 })
  })
  it("says firstTimeLogin for newpass01 and passwordExpired for expired01", async () => {
    expect(decoded(Api.login, await loginRequest(c(), "newpass01", "123456")).firstTimeLogin).toBe(true)
    expect(decoded(Api.login, await loginRequest(c(), "expired01", "Expired123")).passwordExpired).toBe(true)
  })
  it("refuses a wrong password and an unknown account alike", async () => {
    const ip = freshIp()
    refused(await loginRequest(c(ip), "player01", "wrong-one"), 400, "login_failed")
    refused(await loginRequest(c(ip), "nobody-here", "whatever1"), 400, "login_failed")
  })
  it("refuses a body that is not encrypted, and a reused encryption key", async () => {
    const plain = await c().request("POST", "/wps/session/login", {
      body: { username: "player01", password: "Player123", type: "username" },
    })
    refused(plain, 400, "request_body_required")
    const modulus = await (await fetch(`${sandbox.url}/wps/session/key/rsa`)).text()
    const sealed = sealForTest(modulus, "ReusedKey0123456", {
      username: "player01",
      password: "Player123",
      type: "username",
    })
    const send = () =>
      fetch(`${sandbox.url}/wps/session/login`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Encryption: sealed.header },
        body: JSON.stringify(sealed.body),
      }).then(async (r) => ({ status: r.status, body: await r.json() }))
    expect((await send()).status).toBe(200)
    refused(await send(), 400, "request_replayed")
  })
  it("refuses a malformed request naming the field", async () => {
    const res = await c().request("POST", "/wps/session/login", {
      body: { username: "player01", password: "Player123", type: "fingerprint" },
      encrypted: true,
    })
    refused(res, 400, "request_param_err")
    expect(res.body.message).toMatch(/^type/)
  })
  it("refuses text the database cannot store (a NUL character) with a 400, not a 500", async () => {
    const nul = "a\u0000b"
    const answers = await Promise.all([
      c().request("POST", "/wps/session/login", {
        body: { username: nul, password: "x", type: "username" },
        encrypted: true,
      }),
      c().get("/wps/agent/affiliate", { code: nul }),
      c().request("POST", "/wps/member/password/email", { form: { username: "player01", email: nul } }),
    ])
    for (const [i, field] of ["username", "code", "email"].entries()) {
      refused(answers[i]!, 400, "request_param_err")
      expect(answers[i]!.body.message).toMatch(new RegExp(`^${field}:`))
    }
  })
})

describe("member info, icon, language, logout", () => {
  it("answers member info for the token's member", async () => {
    const client = c()
    await logIn(client, "agent01", "Agent123")
    const info = decoded(Api.memberInfo, await client.get("/wps/member/info"))
    expect(info).toMatchObject({ account: "agent01", type: 1, firstTimeLogin: false, nickname: "Agent One" })
    expect(String(info.lastLogin)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    expect(info.memberLabel?.[0]?.labelName).toBe("Partner")
    expect(info.clubLabel?.type).toBe("AUTO")
  })
  it("says toUpline for a downline", async () => {
    const client = c()
    await logIn(client, "down01", "Player123")
    expect(decoded(Api.memberInfo, await client.get("/wps/member/info")).toUpline).toBe(true)
  })
  it("answers the member's icon address, which the sandbox serves", async () => {
    const client = c()
    await logIn(client, "player01", "Player123")
    const icon = decoded(Api.memberIcon, await client.get("/wps/member/info/icon"))
    expect(icon.address).toMatch(/^\/images\/avatars\/\d\.svg$/)
    const svg = await fetch(`${sandbox.url}${icon.address}`)
    expect(svg.headers.get("content-type")).toBe("image/svg+xml")
    expect(await svg.text()).toMatch(/^<svg /)
  })
  it("stores the member's language and refuses an unknown one", async () => {
    const client = c()
    await logIn(client, "down02", "Player123")
    const res = await client.request("PUT", "/wps/member/language", { body: { language: "TH" } })
    expect(decoded(Api.memberLanguage, res)).toBeNull()
    const [row] = await db().query<{ language: string }>("select language from members where account = 'down02'")
    expect(row?.language).toBe("TH")
    refused(
      await client.request("PUT", "/wps/member/language", { body: { language: "Klingon" } }),
      400,
      "request_param_err",
    )
  })
  it("ends the session on logout", async () => {
    const client = c()
    await logIn(client, "player01", "Player123")
    expect(decoded(Api.logout, await client.request("DELETE", "/wps/session/logout", { body: {} }))).toBeNull()
    refused(await client.get("/wps/member/info"), 401, "login.not.session")
    refused(await client.request("DELETE", "/wps/session/logout", { body: {} }), 401, "login.not.session")
  })
  it("answers 401 'not logged in' on every token call without a token", async () => {
    const anonymous = c()
    const calls = [
      anonymous.get("/wps/member/info"),
      anonymous.get("/wps/member/info/icon"),
      anonymous.request("PUT", "/wps/member/language", { body: { language: "EN" } }),
      anonymous.request("DELETE", "/wps/session/logout", { body: {} }),
      anonymous.request("POST", "/wps/member/password", {
        body: { oldPassword: "Player123", newPassword: "Other1234", confirmNewPassword: "Other1234" },
        encrypted: true,
      }),
    ]
    for (const res of await Promise.all(calls)) {
      refused(res, 401, "login.not.session")
      expect(res.body.message).toMatch(/not logged in/i)
    }
    const withBadToken = c()
    withBadToken.setToken("f".repeat(64))
    refused(await withBadToken.get("/wps/member/info"), 401, "login.not.session")
  })
})

describe("captcha", () => {
  it("answers a base64 PNG without a data: prefix", async () => {
    const value = decoded(Api.captcha, await c(freshIp()).get("/wps/captcha"))
    expect(value).not.toMatch(/^data:/)
    const png = Buffer.from(value, "base64")
    expect(png.subarray(1, 4).toString("ascii")).toBe("PNG")
    expect(png.readUInt32BE(16)).toBe(120)
  })
})

describe("free play", () => {
  it("creates a trial account with a demo balance and logs it in", async () => {
    const client = c(freshIp())
    const res = await client.request("POST", "/wps/session/login/freeplay", { body: { platform: "W" } })
    const value = decoded(Api.freePlay, res)
    expect(value.type).toBe(4)
    client.setToken(value.token)
    const info = decoded(Api.memberInfo, await client.get("/wps/member/info"))
    expect(info).toMatchObject({ type: 4, account: value.account })
    const [wallet] = await db().query<{ balance: string }>(
      "select a.balance from accounts a join members m on m.id = a.member_id where m.account = $1 and a.code = 'MAIN'",
      [value.account],
    )
    expect(Number(wallet?.balance)).toBe(200_000)
  })
})

describe("SMS codes", () => {
  it("sends a login code only to a registered mobile", async () => {
    const res = await c().request("POST", "/wps/verification/sms/noLogin", {
      body: { mobileNum: "9171234570", countryDialingCode: "63" },
    })
    expect(decoded(Api.smsLoginCode, res)).toEqual({ expiredMinutes: 5 })
    const sms = await latestSms(sandbox.url, "9171234570")
    expect(sms.code).toMatch(/^\d{6}$/)
    expect(sms.purpose).toBe("login")
    refused(
      await c().request("POST", "/wps/verification/sms/noLogin", { body: { mobileNum: "9999999999" } }),
      400,
      "mobile_not_registered",
    )
  })
  it("sends a register code only to a mobile not registered yet", async () => {
    const res = await c().request("POST", "/wps/verification/sms/register", {
      body: { mobileNo: "9175550001", countryDialingCode: "63", regType: "mobile" },
    })
    expect(decoded(Api.smsRegisterCode, res)).toEqual({ expiredMinutes: 5 })
    expect((await latestSms(sandbox.url, "9175550001")).purpose).toBe("register")
    refused(
      await c().request("POST", "/wps/verification/sms/register", { body: { mobileNo: "9171234567" } }),
      400,
      "mobile_exists",
    )
    refused(
      await c().request("POST", "/wps/verification/sms/register", { body: { mobileNo: "12ab" } }),
      400,
      "request_param_err",
    )
  })
  it("logs in by mobile and SMS code", async () => {
    await c().request("POST", "/wps/verification/sms/noLogin", { body: { mobileNum: "09171234568" } })
    const { code } = await latestSms(sandbox.url, "9171234568")
    const res = await c().request("POST", "/wps/session/login", {
      body: { username: "9171234568", password: code, type: "sms", countryDialingCode: "63" },
      encrypted: true,
    })
    expect(decoded(Api.login, res)).toMatchObject({ account: "newpass01" })
  })
})

describe("affiliate check", () => {
  it("accepts an agent's affiliate code and refuses any other", async () => {
    expect(
      decoded(Api.affiliate, await c().get("/wps/agent/affiliate", { code: "AFFAGENT01", domain: "x" })),
    ).toBeNull()
    expect(decoded(Api.affiliate, await c().get("/wps/agent/affiliate", { code: "affagent02" }))).toBeNull()
    refused(await c().get("/wps/agent/affiliate", { code: "NOPE1234" }), 400, "affiliate_code_invalid")
    refused(await c().get("/wps/agent/affiliate", { code: "REFPLAYER01" }), 400, "affiliate_code_invalid")
    refused(await c().get("/wps/agent/affiliate", {}), 400, "request_param_err")
  })
  it("checks the register link's referral code alone, as the page load sends it", async () => {
    expect(
      decoded(Api.affiliate, await c().get("/wps/agent/affiliate", { code: "", referralCode: "REFPLAYER01" })),
    ).toBeNull()
    refused(await c().get("/wps/agent/affiliate", { code: "", referralCode: "BOGUS123" }), 400, "referral_code_invalid")
    refused(await c().get("/wps/agent/affiliate", { code: "" }), 400, "request_param_err")
  })
})

describe("registration", () => {
  it("registers by username, logs the member in with an empty main wallet", async () => {
    const ip = freshIp()
    const client = c(ip)
    const body = newcomer({ email: "newbie@arena.example" })
    const value = decoded(Api.register, await register(client, body))
    expect(value.token).toMatch(/^[0-9a-f]{64}$/)
    client.setToken(value.token ?? undefined)
    const info = decoded(Api.memberInfo, await client.get("/wps/member/info"))
    expect(info).toMatchObject({ account: body.username, type: 0 })
    const [wallet] = await db().query<{ balance: string }>(
      "select a.balance from accounts a join members m on m.id = a.member_id where m.account = $1 and a.code = 'MAIN'",
      [body.username],
    )
    expect(Number(wallet?.balance)).toBe(0)
    expect((await memberRow(body.username))?.known_ips).toEqual([ip])
    // the registration's password logs in from the same address
    decoded(Api.login, await loginRequest(c(ip), body.username, "Secret123"))
  })
  it("refuses a taken username, any case", async () => {
    const body = newcomer()
    decoded(Api.register, await register(c(freshIp()), body))
    refused(
      await register(c(freshIp()), { ...newcomer(), username: body.username.toUpperCase() }),
      400,
      "account_exists",
    )
  })
  it("checks every field against the brand's rules, naming the field", async () => {
    const cases: ReadonlyArray<readonly [Record<string, unknown>, RegExp]> = [
      [{ username: "1abc" }, /^username: must be 6-16 characters/],
      [{ password: "short", confirmPassword: "short" }, /^password:/],
      [{ confirmPassword: "Other1234" }, /^confirmPassword: does not match/],
      [{ mobileNum: "12" }, /^mobileNum:/],
      [{ email: "not-an-email" }, /^email:/],
    ]
    for (const [change, message] of cases) {
      const res = await register(c(freshIp()), newcomer(change))
      refused(res, 400, "request_param_err")
      expect(res.body.message).toMatch(message)
    }
  })
  it("puts the member under the agent of its affiliate code and keeps its referrer", async () => {
    const body = newcomer({ affiliateCode: "AFFAGENT01", referralCode: "REFPLAYER01" })
    decoded(Api.register, await register(c(freshIp()), body))
    const [agent] = await db().query<{ id: string }>("select id from members where account = 'agent01'")
    const [referrer] = await db().query<{ id: string }>("select id from members where account = 'player01'")
    const row = await memberRow(body.username)
    expect(String(row?.upline_id)).toBe(String(agent?.id))
    expect(String(row?.referred_by)).toBe(String(referrer?.id))
    refused(await register(c(freshIp()), newcomer({ affiliateCode: "BOGUS123" })), 400, "affiliate_code_invalid")
    refused(await register(c(freshIp()), newcomer({ referralCode: "BOGUS123" })), 400, "referral_code_invalid")
  })
  it("registers by mobile: the number is the account, and it can log in by SMS", async () => {
    const mobile = "9176660001"
    const client = c(freshIp())
    const res = await client.request("PUT", "/wps/member/register/mobile", {
      body: { username: mobile, mobileNum: mobile, password: "Secret123", confirmPassword: "Secret123", login: true },
      encrypted: true,
    })
    const value = decoded(Api.registerMobile, res)
    client.setToken(value.token ?? undefined)
    expect(decoded(Api.memberInfo, await client.get("/wps/member/info")).account).toBe(mobile)
    await c().request("POST", "/wps/verification/sms/noLogin", { body: { mobileNum: mobile } })
    const { code } = await latestSms(sandbox.url, mobile)
    const sms = await c().request("POST", "/wps/session/login", {
      body: { username: mobile, password: code, type: "sms" },
      encrypted: true,
    })
    expect(decoded(Api.login, sms).account).toBe(mobile)
  })
  it("asks the SMS code when the brand turns registration verification on", async () => {
    await switchModule(db(), "REGMOBVERF3", true)
    try {
      const body = newcomer()
      const missing = await register(c(freshIp()), body)
      refused(missing, 400, "request_param_err")
      expect(missing.body.message).toMatch(/^verificationCode/)
      refused(await register(c(freshIp()), { ...body, verificationCode: "000000" }), 400, "verification_code_invalid")
      await c().request("POST", "/wps/verification/sms/register", { body: { mobileNo: body.mobileNum } })
      const { code } = await latestSms(sandbox.url, body.mobileNum)
      decoded(Api.register, await register(c(freshIp()), { ...body, verificationCode: code }))
    } finally {
      await switchModule(db(), "REGMOBVERF3", false)
    }
  })
})

describe("password change", () => {
  const fresh = async () => {
    const ip = freshIp()
    const body = newcomer()
    const value = decoded(Api.register, await register(c(ip), body))
    const client = c(ip)
    client.setToken(value.token ?? undefined)
    return { client, ip, account: body.username, mobile: body.mobileNum }
  }
  const change = (client: Client, body: Record<string, string>) =>
    client.request("POST", "/wps/member/password", { body, encrypted: true })

  it("changes the password: the old one is checked, other sessions end, this one goes on", async () => {
    const { client, ip, account } = await fresh()
    const other = c(ip)
    await logIn(other, account, "Secret123")
    // Each refusal of spec section 8: the old password, the confirmation, the format, the same password again.
    for (const [oldPassword, newPassword, confirmNewPassword, code] of [
      ["Wrong1234", "Fresh4567", "Fresh4567", "old_password_incorrect"],
      ["Secret123", "Fresh4567", "Fresh4568", "password_confirmation_mismatch"],
      ["Secret123", "abc", "abc", "request_param_err"],
      ["Secret123", "Secret123", "Secret123", "password_unchanged"],
    ] as const)
      refused(await change(client, { oldPassword, newPassword, confirmNewPassword }), 400, code)
    const res = await change(client, {
      oldPassword: "Secret123",
      newPassword: "Fresh4567",
      confirmNewPassword: "Fresh4567",
    })
    expect(decoded(Api.changePassword, res)).toBeNull()
    expect((await client.get("/wps/member/info")).status).toBe(200)
    refused(await other.get("/wps/member/info"), 401, "login.not.session")
    refused(await loginRequest(c(ip), account, "Secret123"), 400, "login_failed")
    decoded(Api.login, await loginRequest(c(ip), account, "Fresh4567"))
  })
  it("asks the old password unless the session was opened without one (SMS login)", async () => {
    const { client, ip, mobile } = await fresh()
    const noOld = { oldPassword: "", newPassword: "Fresh4567", confirmNewPassword: "Fresh4567" }
    refused(await change(client, noOld), 400, "old_password_required")
    await c().request("POST", "/wps/verification/sms/noLogin", { body: { mobileNum: mobile } })
    const { code } = await latestSms(sandbox.url, mobile)
    const sms = c(ip)
    const res = await sms.request("POST", "/wps/session/login", {
      body: { username: mobile, password: code, type: "sms" },
      encrypted: true,
    })
    sms.setToken(decoded(Api.login, res).token)
    expect(decoded(Api.changePassword, await change(sms, noOld))).toBeNull()
  })
  it("clears firstTimeLogin once the issued password is changed", async () => {
    const client = c()
    expect((await logIn(client, "newpass01", "123456")).firstTimeLogin).toBe(true)
    const res = await change(client, {
      oldPassword: "123456",
      newPassword: "NewPass123",
      confirmNewPassword: "NewPass123",
    })
    expect(decoded(Api.changePassword, res)).toBeNull()
    const again = decoded(Api.login, await loginRequest(c(), "newpass01", "NewPass123"))
    expect(again.firstTimeLogin).toBe(false)
    expect(decoded(Api.memberInfo, await client.get("/wps/member/info")).firstTimeLogin).toBe(false)
  })
})

describe("password recovery", () => {
  it("emails a one-time reset code; the password changes only when the code is used", async () => {
    const ip = freshIp()
    const email = `mail${serial + 1}@arena.example`
    const body = newcomer({ email })
    decoded(Api.register, await register(c(ip), body))
    const form = { username: body.username, email: email.toUpperCase() }
    const res = await c().request("POST", "/wps/member/password/email", { form })
    expect(decoded(Api.forgotPasswordByEmail, res)).toBeNull()
    const mail = await latestMail(sandbox.url, email)
    const code = /reset code is (\d{8})/.exec(mail?.body ?? "")?.[1]
    expect(code).toMatch(/^\d{8}$/)
    expect(mail?.body).toContain(`/reset-password?account=${encodeURIComponent(body.username)}&code=${code}`)
    // Asking changed nothing: the old password still opens the account (from its own address).
    expect(decoded(Api.login, await loginRequest(c(ip), body.username, "Secret123")).account).toBe(body.username)
    const reset = (init: { code: string; newPassword?: string; username?: string }) =>
      c(ip).request("POST", Api.resetPasswordByEmail.path, {
        body: {
          username: init.username ?? body.username,
          code: init.code,
          newPassword: init.newPassword ?? "Mailed1234",
        },
        encrypted: true,
      })
    refused(await reset({ code: code === "00000000" ? "11111111" : "00000000" }), 400, "reset_code_invalid")
    refused(await reset({ code: code!, username: "down02" }), 400, "reset_code_invalid")
    expect(decoded(Api.resetPasswordByEmail, await reset({ code: code! }))).toEqual({ account: body.username })
    refused(await loginRequest(c(ip), body.username, "Secret123"), 400, "login_failed")
    expect(decoded(Api.login, await loginRequest(c(ip), body.username, "Mailed1234")).passwordExpired).not.toBe(true)
    // One use only.
    refused(await reset({ code: code!, newPassword: "Again12345" }), 400, "reset_code_invalid")
    refused(
      await c().request("POST", "/wps/member/password/email", { form: { username: "down02", email: "x@y.z" } }),
      400,
      "username_email_mismatch",
    )
  })
  it("a code is spent after five wrong tries, and only the newest code counts", async () => {
    const ip = freshIp()
    const email = `mail${serial + 1}@arena.example`
    const body = newcomer({ email })
    decoded(Api.register, await register(c(ip), body))
    const form = { username: body.username, email }
    const ask = async () => {
      decoded(Api.forgotPasswordByEmail, await c(freshIp()).request("POST", "/wps/member/password/email", { form }))
      return /reset code is (\d{8})/.exec((await latestMail(sandbox.url, email))?.body ?? "")![1]!
    }
    const reset = (code: string) =>
      c(ip).request("POST", Api.resetPasswordByEmail.path, {
        body: { username: body.username, code, newPassword: "Mailed1234" },
        encrypted: true,
      })
    const first = await ask()
    const second = await ask()
    if (first !== second) refused(await reset(first), 400, "reset_code_invalid")
    const wrong = second === "00000000" ? "11111111" : "00000000"
    for (let i = 0; i < 5; i++) refused(await reset(wrong), 400, "reset_code_invalid")
    refused(await reset(second), 400, "reset_code_invalid")
    expect(decoded(Api.login, await loginRequest(c(ip), body.username, "Secret123")).account).toBe(body.username)
  })
  it("limits requests per account and per address, atomically under a burst", async () => {
    const email = `mail${serial + 1}@arena.example`
    const body = newcomer({ email })
    decoded(Api.register, await register(c(freshIp()), body))
    const form = { username: body.username, email }
    const burst = await Promise.all(
      Array.from({ length: 12 }, () => c(freshIp()).request("POST", "/wps/member/password/email", { form })),
    )
    expect(burst.filter((r) => r.status === 200)).toHaveLength(5)
    for (const r of burst.filter((r) => r.status !== 200)) refused(r, 429, "TOO_MANY_REQUESTS")
    const mails = await mailsTo(sandbox.url, email)
    expect(mails).toHaveLength(5)
    // One address asking for many accounts is stopped too (mismatches count).
    const ip = freshIp()
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        c(ip).request("POST", "/wps/member/password/email", { form: { username: `nobody${i}`, email: "x@y.z" } }),
      ),
    )
    expect(answers.filter((r) => r.status === 400)).toHaveLength(20)
    for (const r of answers.filter((r) => r.status !== 400)) refused(r, 429, "TOO_MANY_REQUESTS")
  })
  it("resets by phone with the SMS code, and the new password logs in", async () => {
    const member = newcomer()
    decoded(Api.register, await register(c(freshIp()), member))
    const ip = freshIp()
    refused(await loginRequest(c(ip), member.username, "Secret123"), 403, "login_verify_required")
    await c().request("POST", "/wps/verification/sms/noLogin", { body: { mobileNum: member.mobileNum } })
    const { code } = await latestSms(sandbox.url, member.mobileNum)
    const body = { mobileNum: member.mobileNum, newPassword: "Reset1234", verificationCode: code }
    refused(
      await c(ip).request("POST", "/wps/member/password/verification", {
        body: { ...body, verificationCode: "999999" === code ? "888888" : "999999" },
        encrypted: true,
      }),
      400,
      "verification_code_invalid",
    )
    const res = await c(ip).request("POST", "/wps/member/password/verification", { body, encrypted: true })
    expect(decoded(Api.resetPasswordByPhone, res)).toEqual({ account: member.username })
    // the code proved the phone: the new address needs no second verification
    expect(decoded(Api.login, await loginRequest(c(ip), member.username, "Reset1234")).account).toBe(member.username)
    refused(
      await c(ip).request("POST", "/wps/member/password/verification", { body, encrypted: true }),
      400,
      "verification_code_invalid",
    )
  })
})

describe("session expiry", () => {
  it("ends a session idle longer than the idle expiry", async () => {
    const client = c()
    await logIn(client, "agent02", "Agent123")
    sandbox.advance(idleMs - 60_000)
    expect((await client.get("/wps/member/info")).status).toBe(200)
    sandbox.advance(idleMs + 1000)
    refused(await client.get("/wps/member/info"), 401, "login.not.session")
  })
  it("ends a session after the absolute expiry even when it is used", async () => {
    const client = c()
    await logIn(client, "agent41", "Agent123")
    // 35 calls 20 minutes apart (11 h 40 min), never idle for long
    for (let step = 0; step < 35; step++) {
      sandbox.advance(20 * 60_000)
      expect((await client.get("/wps/member/info")).status).toBe(200)
    }
    sandbox.advance(25 * 60_000)
    refused(await client.get("/wps/member/info"), 401, "login.not.session")
  })
})

/**
 * The login's edges, each where a mutation run of the login module found no test (docs/mutation.md): the lengths
 * a login and a second verification accept (1 to 64 characters of username, 1 to 128 of password, 1 to 255 of proof),
 * refused before anything is checked and naming the field; the words of each refusal, whole; an account's failures
 * counted whatever the case and spacing of its name; the captcha a verification call cannot carry; an SMS login from
 * a mobile nobody registered; an SMS code asked again within a second (to the millisecond) and for a country the brand
 * does not serve, and the words of an expired or a wrong code. Runs on PGlite, and on PostgreSQL when ARENA_TEST_PG is
 * set.
 */
import { describe, expect, it } from "vitest"
import { fileSandbox } from "./harness.ts"
import { type Answer, clientFrom, freshIp, latestSms, loginRequest, refused } from "./sessionKit.ts"

const sandbox = fileSandbox()

const c = (ip?: string) => clientFrom(sandbox.url, ip)

const verify = (ip: string, body: { username: string; password: string; verifyType: string; verifyCode: string }) =>
  c(ip).request("POST", "/wps/session/login/verification", { body, encrypted: true })

/** A refusal with its status, code and words, whole. */
const says = (res: Answer, status: number, errorCode: string, message: string) => {
  refused(res, status, errorCode)
  expect(res.body.message).toBe(message)
}

let serial = 0
/** An account nobody registered, new to this file: its failures are its own. */
const stranger = () => {
  serial += 1
  return `nobody${String(serial).padStart(3, "0")}x`
}

describe("what a login accepts", () => {
  it("refuses a blank or over-long username or password before any check, naming the field", async () => {
    for (const username of ["", "   ", "u".repeat(65)])
      says(
        await loginRequest(c(freshIp()), username, "Player123"),
        400,
        "request_param_err",
        "username: 1 to 64 characters required",
      )
    for (const password of ["", "p".repeat(129)])
      says(
        await loginRequest(c(freshIp()), "player01", password),
        400,
        "request_param_err",
        "password: 1 to 128 characters required",
      )
    // at the longest, both are checked: a failed login, not a malformed request
    says(
      await loginRequest(c(freshIp()), "u".repeat(64), "p".repeat(128)),
      400,
      "login_failed",
      "Incorrect username or password",
    )
  })

  it("refuses a second verification's blank or over-long proof, and its blank username, naming the field", async () => {
    const body = { username: "player01", password: "Player123", verifyType: "google" }
    for (const verifyCode of ["", "  ", "1".repeat(256)])
      says(
        await verify(freshIp(), { ...body, verifyCode }),
        400,
        "request_param_err",
        "verifyCode: 1 to 255 characters required",
      )
    // at the longest, the proof is checked: a wrong one, not a malformed request
    says(
      await verify(freshIp(), { ...body, verifyCode: "1".repeat(255) }),
      400,
      "verify_failed",
      "The google verification is incorrect",
    )
    says(
      await verify(freshIp(), { ...body, username: " ", verifyCode: "246810" }),
      400,
      "request_param_err",
      "username: 1 to 64 characters required",
    )
    says(
      await verify(freshIp(), { ...body, password: "", verifyCode: "246810" }),
      400,
      "request_param_err",
      "password: 1 to 128 characters required",
    )
  })
})

describe("what a refusal says", () => {
  it("counts an account's failures whatever the case and spacing of its name, then asks the captcha", async () => {
    const account = stranger()
    for (const name of [account.toUpperCase(), ` ${account}`, `${account} `])
      says(await loginRequest(c(freshIp()), name, "Wrong0001"), 400, "login_failed", "Incorrect username or password")
    const gated = await loginRequest(c(freshIp()), account, "Wrong0001")
    says(gated, 400, "captcha_required", "Too many failed logins: please enter the captcha")
    expect(gated.body.value).toEqual({ captcha: true })
    // a captcha of spaces is none
    says(
      await loginRequest(c(freshIp()), account, "Wrong0001", "   "),
      400,
      "captcha_required",
      "Too many failed logins: please enter the captcha",
    )
    // a wrong captcha is named as such
    says(
      await loginRequest(c(freshIp()), account, "Wrong0001", "nope"),
      400,
      "captcha_incorrect",
      "The captcha is incorrect, please try again",
    )
  })

  it("sends a verification call, which carries no captcha, back to the login once the captcha is due", async () => {
    const account = stranger()
    for (let n = 0; n < 3; n++) await loginRequest(c(freshIp()), account, "Wrong0001")
    const res = await verify(freshIp(), {
      username: account,
      password: "Wrong0001",
      verifyType: "google",
      verifyCode: "246810",
    })
    says(res, 400, "captcha_required", "Too many failed logins: please log in again with the captcha")
    expect(res.body.value).toEqual({ captcha: true })
  })

  it("names the proof a member cannot give and the proof that was wrong", async () => {
    await sandbox.services.db.query("update members set google_code = null where account = 'expired01'")
    says(
      await verify(freshIp(), { username: "expired01", password: "Expired123", verifyType: "google", verifyCode: "1" }),
      400,
      "verify_method_unavailable",
      "This account has no google to verify with",
    )
    says(
      await verify(freshIp(), {
        username: "player01",
        password: "Player123",
        verifyType: "google",
        verifyCode: "000000",
      }),
      400,
      "verify_failed",
      "The google verification is incorrect",
    )
  })

  it("refuses an SMS login from a mobile nobody registered, saying so", async () => {
    const res = await c(freshIp()).request("POST", "/wps/session/login", {
      body: { username: "9190009999", password: "123456", type: "sms" },
      encrypted: true,
    })
    says(res, 400, "mobile_not_registered", "This mobile number is not registered")
  })
})

describe("what an SMS code refusal says", () => {
  const askCode = (mobileNum: string, countryDialingCode = "63") =>
    c(freshIp()).request("POST", "/wps/verification/sms/noLogin", { body: { mobileNum, countryDialingCode } })
  const smsLogin = (mobileNum: string, code: string) =>
    c(freshIp()).request("POST", "/wps/session/login", {
      body: { username: mobileNum, password: code, type: "sms" },
      encrypted: true,
    })

  it("refuses a number of a country the brand does not serve, naming its code", async () => {
    for (const code of ["882", "999"])
      says(
        await askCode("9171234567", code),
        400,
        "phone_invalid_format",
        `Invalid phone number format: +${code} is not a country we serve`,
      )
  })

  it("sends one code a second per number, to the millisecond", async () => {
    sandbox.freeze()
    try {
      sandbox.advance(1000)
      expect((await askCode("9171234568")).status).toBe(200)
      sandbox.advance(999)
      says(
        await askCode("9171234568"),
        429,
        "TOO_MANY_REQUESTS",
        "Too many requests: wait a second before asking for another code",
      )
      sandbox.advance(1)
      expect((await askCode("9171234568")).status).toBe(200)
    } finally {
      sandbox.thaw()
    }
  })

  it("says a wrong code is incorrect and an old one expired; takes a right one with spaces around it", async () => {
    sandbox.advance(1000)
    expect((await askCode("9171234570")).status).toBe(200)
    const { code } = await latestSms(sandbox.url, "9171234570")
    const wrong = code === "000000" ? "000001" : "000000"
    says(await smsLogin("9171234570", wrong), 400, "verification_code_invalid", "The verification code is incorrect")
    expect((await smsLogin("9171234570", ` ${code} `)).status).toBe(200)
    sandbox.advance(1000)
    expect((await askCode("9171234570")).status).toBe(200)
    const next = await latestSms(sandbox.url, "9171234570")
    // five minutes of validity (spec section 8), then expired
    sandbox.advance(5 * 60_000 + 1)
    says(
      await smsLogin("9171234570", next.code),
      400,
      "verification_code_expired",
      "The verification code has expired, please send a new one",
    )
  })
})

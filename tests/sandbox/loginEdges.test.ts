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
import { Api } from "../../core/contract/Api.ts"
import { sendSmsCode } from "../../sandbox/accounts/smsCodes.ts"
import { engine, fileSandbox } from "./harness.ts"
import { type Answer, clientFrom, decoded, freshIp, latestSms, loginRequest, refused } from "./sessionKit.ts"

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

  it("refuses an SMS login whose mobile is malformed, naming the username it came as", async () => {
    const res = await c(freshIp()).request("POST", "/wps/session/login", {
      body: { username: "91-7x", password: "123456", type: "sms" },
      encrypted: true,
    })
    says(res, 400, "request_param_err", "username: a mobile number of 5 to 15 digits is required")
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

/** Failures and locks are remembered this long after the last failure (docs/decisions.md: 30 minutes). */
const windowMs = 30 * 60_000

/** A lock's end as its refusal words it: UTC, to the minute. */
const minuteOf = (at: number) => `${new Date(at).toISOString().slice(0, 16).replace("T", " ")} UTC`

let members = 0
/** A new member, registered (and logged in) from `ip` with a mobile of its own: that address is known to it. */
const member = async (ip: string) => {
  members += 1
  const account = `edge${String(members).padStart(3, "0")}x`
  const mobileNum = `91755${String(members).padStart(5, "0")}`
  decoded(
    Api.register,
    await c(ip).request("PUT", "/wps/member/register", {
      body: { username: account, password: "Secret123", confirmPassword: "Secret123", mobileNum, login: true },
      encrypted: true,
    }),
  )
  return { account, mobileNum }
}

/** A login with the captcha the address `ip` was just given, solved. */
const solvedLogin = async (ip: string, account: string, password: string) => {
  await c(ip).get(Api.captcha.path)
  const [row] = await sandbox.services.db.query<{ answer: string }>("select answer from captchas where ip = $1", [ip])
  return loginRequest(c(ip), account, password, row?.answer)
}

/** The counter of a subject as stored: its failures and the attempts being checked. */
const counter = async (subject: string) => {
  const [row] = await sandbox.services.db.query<{ failures: number; pending: number }>(
    "select failures, pending from login_failures where subject = $1",
    [subject],
  )
  return { failures: Number(row?.failures ?? 0), pending: Number(row?.pending ?? 0) }
}

/** Runs `body` on a stopped clock, whatever happens. */
const frozen = async (body: () => Promise<void>) => {
  sandbox.freeze()
  try {
    await body()
  } finally {
    sandbox.thaw()
  }
}

describe("the locks of a login and of a verification", () => {
  it("locks an account after ten failures until thirty minutes after the last, saying so to the minute", () =>
    frozen(async () => {
      const { account } = await member(freshIp())
      for (let n = 0; n < 3; n++) await loginRequest(c(freshIp()), account, "Wrong0001")
      for (let n = 3; n < 10; n++)
        says(await solvedLogin(freshIp(), account, "Wrong0001"), 400, "login_failed", "Incorrect username or password")
      const last = sandbox.services.clock()
      sandbox.advance(60_000)
      const res = await loginRequest(c(freshIp()), account, "Secret123")
      says(
        res,
        429,
        "login_locked",
        `Too many failed logins for this account: locked until ${minuteOf(last + windowMs)}, please try again then`,
      )
      expect(res.body.value).toEqual({ lockedUntil: last + windowMs })
    }))

  it("locks a member's verification after five wrong proofs, that member's only, with the lock's end", () =>
    frozen(async () => {
      const home = freshIp()
      const first = await member(home)
      const second = await member(home)
      const proof = (who: { account: string }, verifyCode: string) =>
        verify(freshIp(), { username: who.account, password: "Secret123", verifyType: "sms", verifyCode })
      for (let n = 0; n < 5; n++)
        says(await proof(first, "123456"), 400, "verify_failed", "The sms verification is incorrect")
      const last = sandbox.services.clock()
      sandbox.advance(60_000)
      const locked = await proof(first, "123456")
      says(
        locked,
        429,
        "verify_locked",
        `Too many wrong verifications: locked until ${minuteOf(last + windowMs)}, please try again then`,
      )
      expect(locked.body.value).toEqual({ lockedUntil: last + windowMs })
      // A proof the member cannot give is named as such before the lock is looked at.
      says(
        await verify(freshIp(), {
          username: first.account,
          password: "Secret123",
          verifyType: "google",
          verifyCode: "1",
        }),
        400,
        "verify_method_unavailable",
        "This account has no google to verify with",
      )
      // Another member's proofs are counted apart.
      says(await proof(second, "123456"), 400, "verify_failed", "The sms verification is incorrect")
    }))

  it("gives back an account's claim when the address refuses the attempt", async () => {
    const ip = freshIp()
    for (let n = 0; n < 3; n++) await loginRequest(c(ip), stranger(), "Wrong0001")
    const { account } = await member(freshIp())
    for (let n = 0; n < 3; n++)
      says(
        await loginRequest(c(ip), account, "Secret123"),
        400,
        "captcha_required",
        "Too many failed logins: please enter the captcha",
      )
    expect(await counter(`account:${account}`)).toEqual({ failures: 0, pending: 0 })
  })

  it("clears an account's failures when its password is reset by phone", async () => {
    const home = freshIp()
    const { account, mobileNum } = await member(home)
    for (let n = 0; n < 3; n++) await loginRequest(c(freshIp()), account, "Wrong0001")
    refused(await loginRequest(c(home), account, "Secret123"), 400, "captcha_required")
    sandbox.advance(1000)
    await c(home).request("POST", "/wps/verification/sms/noLogin", { body: { mobileNum, countryDialingCode: "63" } })
    const { code } = await latestSms(sandbox.url, mobileNum)
    const reset = await c(home).request("POST", "/wps/member/password/verification", {
      body: { mobileNum, countryDialingCode: "63", newPassword: "Renewed123", verificationCode: code },
      encrypted: true,
    })
    expect(reset.status, JSON.stringify(reset.body)).toBe(200)
    decoded(Api.login, await loginRequest(c(home), account, "Renewed123"))
  })
})

describe("attempts checked while others are", () => {
  // An attempt refused only because others are being checked waits for them rather than asking the captcha
  // (loginFailures.ts): here the others are a dead process's, given up a minute after they were claimed.
  it("waits for the attempts being checked, and takes one left unsettled for a minute as abandoned", () =>
    frozen(async () => {
      const home = freshIp()
      const { account } = await member(home)
      // Three attempts of a process that died mid-check, a second short of a minute ago.
      const at = new Date(sandbox.services.clock() - 59_000)
      await sandbox.services.db.query(
        `insert into login_failures (subject, failures, last_at, pending, pending_at) values ($1, 0, $2, 3, $2)`,
        [`account:${account}`, at],
      )
      decoded(Api.login, await loginRequest(c(home), account, "Secret123"))
    }))

  it("refuses an attempt as busy when the attempts being checked never end", async () => {
    const home = freshIp()
    const { account } = await member(home)
    const at = new Date(sandbox.services.clock())
    await sandbox.services.db.query(
      `insert into login_failures (subject, failures, last_at, pending, pending_at) values ($1, 0, $2, 3, $2)`,
      [`account:${account}`, at],
    )
    says(
      await loginRequest(c(home), account, "Secret123"),
      429,
      "TOO_MANY_REQUESTS",
      "Too many attempts at once: please try again in a moment",
    )
  })
})

describe("the SMS codes sent", () => {
  it("are six digits each, leading zeros kept", async () => {
    const now = sandbox.services.clock()
    for (let n = 0; n < 200; n++)
      await sendSmsCode(
        sandbox.services.db,
        { mobile: `9176${String(n).padStart(6, "0")}`, dialingCode: "63", purpose: "login" },
        now,
      )
    const rows = await sandbox.services.db.query<{ code: string }>(
      "select code from sms_outbox where mobile like '9176%'",
    )
    expect(rows).toHaveLength(200)
    for (const { code } of rows) expect(code).toMatch(/^\d{6}$/)
  })

  it("records no dialing code as none when the number came without one", async () => {
    sandbox.advance(1000)
    const res = await c(freshIp()).request("POST", Api.smsRegisterCode.path, { body: { mobileNo: "9177000001" } })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect((await latestSms(sandbox.url, "9177000001")) as unknown).toMatchObject({ countryDialingCode: "" })
  })

  // Two logins with one right code, both let through at the same moment: each claims the code before either spends
  // it, and only the first spend counts. PostgreSQL only: a row lock taken here holds both until they go together.
  it.skipIf(engine !== "postgres")("logs in once with a code two logins use at once", async () => {
    const { mobileNum } = await member(freshIp())
    sandbox.advance(1000)
    await c().request("POST", "/wps/verification/sms/noLogin", { body: { mobileNum, countryDialingCode: "63" } })
    const { code } = await latestSms(sandbox.url, mobileNum)
    const { db } = sandbox.services
    const { logins } = await db.transaction(async (tx) => {
      await tx.query("select id from sms_outbox where mobile = $1 for update", [mobileNum])
      const both = Promise.all(
        [1, 2].map(() =>
          c(freshIp()).request("POST", "/wps/session/login", {
            body: { username: mobileNum, password: code, type: "sms" },
            encrypted: true,
          }),
        ),
      )
      const held = async () =>
        Number(
          (
            await db.query<{ n: unknown }>(
              "select count(*) as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()",
            )
          )[0]?.n,
        )
      while ((await held()) < 2) await new Promise((resolve) => setTimeout(resolve, 5))
      return { logins: both }
    })
    expect((await logins).map((r) => r.body.errorCode ?? r.status).sort()).toEqual([200, "verification_code_invalid"])
  })

  // Two instances on one database: the number's lock (taken here as another instance would) holds a request for
  // the same number until the other's code is written, so the one-a-second rule sees it. PostgreSQL only: PGlite has
  // one connection and runs one transaction at a time.
  it.skipIf(engine !== "postgres")("serialises two requests for one number across instances", async () => {
    const mobileNo = "9177000002"
    sandbox.advance(1000)
    const { db } = sandbox.services
    // Held in an object: a promise answered by the transaction's work would be awaited before it commits.
    const { asked } = await db.transaction(async (tx) => {
      await tx.query("select pg_advisory_xact_lock(hashtextextended($1, 0))", [`sms:${mobileNo}`])
      const now = sandbox.services.clock()
      await tx.query(
        `insert into sms_outbox (mobile, country_dialing_code, purpose, code, created_at, expires_at)
         values ($1, '63', 'register', '123456', $2, $3)`,
        [mobileNo, new Date(now), new Date(now + 5 * 60_000)],
      )
      let answered = false
      const request = c(freshIp())
        .request("POST", Api.smsRegisterCode.path, { body: { mobileNo, countryDialingCode: "63" } })
        .finally(() => {
          answered = true
        })
      // Wait until the request waits for the lock (or has answered without it).
      const waiting = async () =>
        Number(
          (
            await db.query<{ n: unknown }>(
              "select count(*) as n from pg_locks where locktype = 'advisory' and not granted",
            )
          )[0]?.n,
        ) > 0
      while (!answered && !(await waiting())) await new Promise((resolve) => setTimeout(resolve, 5))
      expect(answered).toBe(false)
      return { asked: request }
    })
    says(await asked, 429, "TOO_MANY_REQUESTS", "Too many requests: wait a second before asking for another code")
  })
})

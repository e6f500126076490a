/**
 * Every limit on guessing a secret holds under a burst: each attempt is claimed (counted) before its secret is
 * checked, so N guesses sent at once count as N and no more than the limit are ever checked. A lock answers 429
 * with its end time. Covered: the login per account and per address (then the captcha, then the lock), the payment
 * password, the old password of a change, the SMS code and the new-address verification. Runs on PGlite, and on
 * PostgreSQL when ARENA_TEST_PG is set.
 *
 * The numbers are written here, not imported from the code, so a changed limit fails a test: the spec asks a
 * captcha "when required" (section 4) and leaves the counts to us; docs/decisions.md ("Limits are claimed before
 * the check") fixes them: a captcha after 3 failures, a login lock after 10 failures of one account or 30 from one
 * address (in 30 minutes), confirmation passwords locked after 5, SMS codes burnt after 5 guesses.
 */
import { describe, expect, it } from "vitest"
import { Api } from "../../core/contract/Api.ts"
import { demoPaymentPassword } from "../../sandbox/money/seedFunds.ts"
import { fileSandbox } from "./harness.ts"
import { signedIn } from "./moneyKit.ts"
import { clientFrom, decoded, freshIp, latestSms, loginRequest } from "./sessionKit.ts"

/** Failed logins after which the captcha is asked. */
const captchaAfter = 3
/** Failed logins of one account that lock it. */
const accountLockAfter = 10
/** Failed logins from one address that lock it. */
const addressLockAfter = 30
/** Wrong confirmation (payment) passwords that lock them. */
const paymentPasswordLockAfter = 5
/** Guesses at one SMS code before it is burnt. */
const smsGuesses = 5

const sandbox = fileSandbox()

const c = (ip?: string) => clientFrom(sandbox.url, ip)
const codes = (answers: ReadonlyArray<{ body: { errorCode?: string } }>) => {
  const out: Record<string, number> = {}
  for (const a of answers) out[a.body.errorCode ?? "ok"] = (out[a.body.errorCode ?? "ok"] ?? 0) + 1
  return out
}

let serial = 0
const registerFrom = async (ip: string) => {
  serial += 1
  const account = `race${String(serial).padStart(3, "0")}x${process.pid % 1000}`
  const mobileNum = `9180${String(process.pid % 1000).padStart(3, "0")}${String(serial).padStart(3, "0")}`
  const res = await c(ip).request("PUT", "/wps/member/register", {
    body: { username: account, password: "Secret123", confirmPassword: "Secret123", mobileNum, login: true },
    encrypted: true,
  })
  const value = decoded(Api.register, res)
  return { account, mobileNum, token: value.token ?? undefined }
}

describe("a burst of wrong logins", () => {
  it("checks only the first ones, then asks the captcha of every one", async () => {
    const ip = freshIp()
    const { account } = await registerFrom(ip)
    const burst = await Promise.all(
      Array.from({ length: 100 }, (_, n) => loginRequest(c(freshIp()), account, `Wrong${String(n).padStart(4, "0")}`)),
    )
    expect(codes(burst)).toEqual({ login_failed: captchaAfter, captcha_required: 100 - captchaAfter })
  })

  it("locks the account after the limit, with the lock's end, even with solved captchas", async () => {
    const ip = freshIp()
    const { account } = await registerFrom(ip)
    const withCaptcha = async (password: string) => {
      const from = freshIp()
      await c(from).get(Api.captcha.path)
      const [row] = await sandbox.services.db.query<{ answer: string }>("select answer from captchas where ip = $1", [
        from,
      ])
      return loginRequest(c(from), account, password, row?.answer)
    }
    for (let n = 0; n < captchaAfter; n++) await loginRequest(c(freshIp()), account, `Wrong${n}000`)
    const solved = await Promise.all(Array.from({ length: accountLockAfter }, (_, n) => withCaptcha(`Wrong${n}111`)))
    expect(codes(solved)).toEqual({
      login_failed: accountLockAfter - captchaAfter,
      login_locked: captchaAfter,
    })
    const right = await withCaptcha("Secret123")
    expect(right.status).toBe(429)
    expect(right.body.errorCode).toBe("login_locked")
    expect(right.body.message).toMatch(/locked until \d{4}-\d\d-\d\d \d\d:\d\d UTC/)
    const until = (right.body.value as { lockedUntil: number }).lockedUntil
    // The lock lasts until 30 minutes after the last failure (a minute's slack for the claims' own time).
    expect(until - sandbox.services.clock()).toBeGreaterThan(29 * 60_000)
    expect(until - sandbox.services.clock()).toBeLessThanOrEqual(30 * 60_000 + 60_000)
    sandbox.advance(until - sandbox.services.clock() + 1000)
    decoded(Api.login, await loginRequest(c(ip), account, "Secret123"))
  })

  it("locks an address after 30 failures across accounts, the right password of another account too", async () => {
    const ip = freshIp()
    const home = freshIp()
    const { account } = await registerFrom(home)
    const from = c(ip)
    const solvedFrom = async (username: string, password: string) => {
      await from.get(Api.captcha.path)
      const [row] = await sandbox.services.db.query<{ answer: string }>("select answer from captchas where ip = $1", [
        ip,
      ])
      return loginRequest(from, username, password, row?.answer)
    }
    // Each guess at another (unknown) account, so no account's own lock of 10 is reached.
    const failures = []
    for (let n = 0; n < addressLockAfter; n++)
      failures.push(await solvedFrom(`roam${n}x${process.pid % 1000}`, "Wrong123"))
    expect(codes(failures)).toEqual({ login_failed: addressLockAfter })
    const right = await solvedFrom(account, "Secret123")
    expect({ status: right.status, errorCode: right.body.errorCode }).toEqual({
      status: 429,
      errorCode: "login_locked",
    })
    // The account itself is not locked: from its own address it logs in.
    decoded(Api.login, await loginRequest(c(home), account, "Secret123"))
  })

  it("counts a burst from one address across accounts", async () => {
    const ip = freshIp()
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, n) => loginRequest(c(ip), `ghost${n}x`, "Whatever1")),
    )
    expect(codes(burst).login_failed).toBe(captchaAfter)
  })
})

describe("a burst of wrong payment passwords", () => {
  it("checks at most the limit, then every one (the right one too) meets the lock", async () => {
    const down = await signedIn(sandbox, "down02")
    const send = (paymentPassword: string) =>
      down.money("POST", Api.uplineTransfer.path, { amount: 1, paymentPassword }, { encrypted: true })
    const burst = await Promise.all(Array.from({ length: 20 }, () => send("999999")))
    expect(codes(burst)).toEqual({
      payment_password_incorrect: paymentPasswordLockAfter - 1,
      password_locked: 20 - (paymentPasswordLockAfter - 1),
    })
    const right = await send(demoPaymentPassword)
    expect(right.body.errorCode).toBe("password_locked")
    expect(right.body.message).toMatch(/locked until .* UTC/)
  })
})

describe("a burst of wrong old passwords", () => {
  it("checks at most five", async () => {
    const ip = freshIp()
    const { token } = await registerFrom(ip)
    const member = c(ip)
    member.setToken(token)
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        member.request("POST", "/wps/member/password", {
          body: { oldPassword: `Wrong${n}000`, newPassword: "Other1234", confirmNewPassword: "Other1234" },
          encrypted: true,
        }),
      ),
    )
    expect(codes(burst)).toEqual({ old_password_incorrect: 5, password_change_locked: 15 })
  })
})

describe("a burst of wrong SMS codes", () => {
  it("compares at most five guesses, then the code is burnt", async () => {
    const ip = freshIp()
    const { mobileNum } = await registerFrom(ip)
    sandbox.advance(2000)
    await c().request("POST", "/wps/verification/sms/noLogin", { body: { mobileNum, countryDialingCode: "63" } })
    const { code } = await latestSms(sandbox.url, mobileNum)
    const wrong = code === "000000" ? "111111" : "000000"
    const burst = await Promise.all(
      Array.from({ length: 30 }, () =>
        c(freshIp()).request("POST", "/wps/session/login", {
          body: { username: mobileNum, password: wrong, type: "sms" },
          encrypted: true,
        }),
      ),
    )
    expect(codes(burst)).toEqual({ verification_code_invalid: 30 })
    const [row] = await sandbox.services.db.query<{ attempts: number; used: boolean }>(
      "select attempts, used_at is not null as used from sms_outbox where mobile = $1 order by id desc limit 1",
      [mobileNum],
    )
    expect({ attempts: Number(row?.attempts), used: row?.used }).toEqual({ attempts: smsGuesses, used: true })
    const right = await c(ip).request("POST", "/wps/session/login", {
      body: { username: mobileNum, password: code, type: "sms" },
      encrypted: true,
    })
    expect(right.body.errorCode).toBe("verification_code_invalid")
  })
})

/**
 * What a caller without a session can make the operator pay for has a budget (DESIGN "sandbox"): SMS codes per
 * address, per number and for the whole platform a minute; numbers only in the brand's country list, satellite and
 * international-network prefixes refused; emails for the whole platform a minute; fun sessions per address. Past a
 * budget the spec's refusals (section 8: "too many requests, retry after 5 minutes", "quota not sufficient, contact
 * customer service") with the wait in `Retry-After`. Bursts are sent in parallel: the budgets are claimed atomically.
 * Runs on a production sandbox (no demo account), on PGlite and on PostgreSQL when `ARENA_TEST_PG` names a server.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Api } from "../../core/contract/Api.ts"
import { insertMember } from "../../sandbox/accounts/insertMember.ts"
import { hashPassword } from "../../sandbox/auth/passwords.ts"
import { gls } from "./gamesKit.ts"
import { client, startTestSandbox, type TestSandbox } from "./harness.ts"

/** The budgets this sandbox is given (each configurable; the values here are the test's, small to keep it quick). */
const budgets = { perAddress: 3, perMinute: 5, perNumber: 2, emailsPerMinute: 2, funPerAddress: 2 }

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox({
    ARENA_MODE: "production",
    ARENA_SMS_PER_ADDRESS: String(budgets.perAddress),
    ARENA_SMS_PER_MINUTE: String(budgets.perMinute),
    ARENA_SMS_PER_NUMBER: String(budgets.perNumber),
    ARENA_EMAIL_PER_MINUTE: String(budgets.emailsPerMinute),
    ARENA_FUN_PER_ADDRESS: String(budgets.funPerAddress),
  })
  // Each burst below starts in a window of its own: the clock is moved by hand from here on.
  sandbox.freeze()
}, 120_000)
afterAll(() => sandbox?.stop())

const queued = async () =>
  Number((await sandbox.services.db.query<{ n: unknown }>("select count(*) as n from sms_outbox"))[0]?.n)

let numbers = 0
const askCode = (from: string, countryDialingCode = "63", mobileNo = `9${String(200_000_000 + ++numbers)}`) =>
  client(sandbox.url).request("POST", Api.smsRegisterCode.path, {
    body: { mobileNo, countryDialingCode },
    headers: { "X-Forwarded-For": from },
  })

/** The refusal's code, and its Retry-After in seconds. */
const refusal = (r: Awaited<ReturnType<typeof askCode>>) => ({
  status: r.status,
  errorCode: r.body.errorCode,
  retryAfter: Number(r.headers.get("retry-after")),
})

describe("SMS codes without a session", () => {
  it("sends one address at most its budget, however many numbers it names at once", async () => {
    sandbox.advance(10 * 60_000)
    const before = await queued()
    const answers = await Promise.all(Array.from({ length: 30 }, () => askCode("198.51.100.7")))
    expect(answers.filter((r) => r.status === 200)).toHaveLength(budgets.perAddress)
    for (const r of answers.filter((a) => a.status !== 200)) {
      const { status, errorCode, retryAfter } = refusal(r)
      expect({ status, errorCode }).toEqual({ status: 429, errorCode: "too_many_requests" })
      expect(r.body.message).toBe("Too many verification codes asked from this address: please try again in 5 minutes")
      expect(retryAfter).toBeGreaterThan(0)
      expect(retryAfter).toBeLessThanOrEqual(5 * 60)
    }
    expect((await queued()) - before).toBe(budgets.perAddress)
  })

  it("sends the whole platform at most its budget a minute, from however many addresses", async () => {
    sandbox.advance(10 * 60_000)
    const before = await queued()
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => askCode(`198.51.101.${i + 1}`)))
    expect(answers.filter((r) => r.status === 200)).toHaveLength(budgets.perMinute)
    for (const r of answers.filter((a) => a.status !== 200)) {
      const { status, errorCode, retryAfter } = refusal(r)
      expect({ status, errorCode }).toEqual({ status: 503, errorCode: "quota_exceeded" })
      expect(r.body.message).toBe(
        "No verification code can be sent right now: the quota is not sufficient, please contact customer service",
      )
      expect(retryAfter).toBeGreaterThan(0)
      expect(retryAfter).toBeLessThanOrEqual(60)
    }
    expect((await queued()) - before).toBe(budgets.perMinute)
    // The next minute has its budget again.
    sandbox.advance(60_000)
    expect((await askCode("198.51.102.1")).status).toBe(200)
  })

  it("gives an address its budget again when its five minutes end, not before", async () => {
    // To the start of a five-minute window (the spec's "retry after 5 minutes", section 8).
    sandbox.advance(10 * 60_000 + 5 * 60_000 - (sandbox.services.clock() % (5 * 60_000)))
    const from = "198.51.106.1"
    for (let n = 0; n < budgets.perAddress; n++) expect((await askCode(from)).status).toBe(200)
    const first = await askCode(from)
    expect(refusal(first)).toEqual({ status: 429, errorCode: "too_many_requests", retryAfter: 5 * 60 })
    sandbox.advance(5 * 60_000 - 1)
    expect(refusal(await askCode(from))).toEqual({ status: 429, errorCode: "too_many_requests", retryAfter: 1 })
    sandbox.advance(1)
    expect((await askCode(from)).status).toBe(200)
  })

  it("sends one number at most its configured codes an hour, saying so", async () => {
    sandbox.advance(10 * 60_000)
    const mobileNo = "9300000001"
    for (let n = 0; n < budgets.perNumber; n++) {
      sandbox.advance(1000)
      expect((await askCode(`198.51.107.${n + 1}`, "63", mobileNo)).status).toBe(200)
    }
    sandbox.advance(1000)
    const refused = await askCode("198.51.107.9", "63", mobileNo)
    expect({ status: refused.status, errorCode: refused.body.errorCode, message: refused.body.message }).toEqual({
      status: 429,
      errorCode: "TOO_MANY_REQUESTS",
      message: "Too many requests: at most 2 codes an hour per number, try again later",
    })
    // An hour after the first, the number may be sent one again.
    sandbox.advance(60 * 60_000)
    expect((await askCode("198.51.107.10", "63", mobileNo)).status).toBe(200)
  })

  it("refuses numbers outside the brand's countries, satellite and international networks first", async () => {
    sandbox.advance(10 * 60_000)
    const before = await queued()
    for (const [code, number] of [
      ["881", "612345678"],
      ["+882", "1612345678"],
      ["883", "130012345"],
      ["870", "773123456"],
      ["1", "2025550123"],
      ["44", "7700900123"],
    ] as const) {
      const r = await askCode(`198.51.103.${code.length}${number.length}`, code, number)
      expect({ code, status: r.status, errorCode: r.body.errorCode }).toEqual({
        code,
        status: 400,
        errorCode: "phone_invalid_format",
      })
    }
    expect(await queued()).toBe(before)
  })
})

describe("emails and fun sessions without a session", () => {
  it("sends the platform at most its emails a minute", async () => {
    sandbox.advance(10 * 60_000)
    const db = sandbox.services.db
    const hash = await hashPassword("irrelevant-here")
    for (const n of [1, 2, 3])
      await insertMember(db, {
        account: `mailer0${n}`,
        passwordHash: hash,
        nickname: "Mailer",
        type: 0,
        email: `mailer0${n}@example.org`,
        firstTimeLogin: false,
        language: "EN",
        now: sandbox.services.clock(),
      })
    const mails = async () => Number((await db.query<{ n: unknown }>("select count(*) as n from mail_outbox"))[0]?.n)
    const before = await mails()
    const answers = await Promise.all(
      [1, 2, 3].map((n) =>
        client(sandbox.url).request("POST", Api.forgotPasswordByEmail.path, {
          form: { username: `mailer0${n}`, email: `mailer0${n}@example.org` },
          headers: { "X-Forwarded-For": `198.51.104.${n}` },
        }),
      ),
    )
    expect(answers.filter((r) => r.status === 200)).toHaveLength(budgets.emailsPerMinute)
    const refused = answers.find((r) => r.status !== 200)!
    expect(refusal(refused)).toMatchObject({ status: 503, errorCode: "quota_exceeded" })
    expect((await mails()) - before).toBe(budgets.emailsPerMinute)
  })

  it("opens one address at most its budget of fun sessions", async () => {
    sandbox.advance(2 * 60 * 60_000)
    const launch = (from: string) =>
      client(sandbox.url).request("GET", Api.launchGame.path, {
        query: gls({ vassalage: "PT", gameId: "PT-001", accountType: 0, token: "" }),
        headers: { "X-Forwarded-For": from },
      })
    const answers = await Promise.all(Array.from({ length: 6 }, () => launch("198.51.105.9")))
    expect(answers.filter((r) => r.status === 200)).toHaveLength(budgets.funPerAddress)
    for (const r of answers.filter((a) => a.status !== 200))
      expect(refusal(r)).toMatchObject({ status: 429, errorCode: "too_many_requests" })
    // Another address is not held back by it.
    expect((await launch("198.51.105.10")).status).toBe(200)
  })
})

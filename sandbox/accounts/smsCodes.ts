/**
 * SMS verification codes (spec sections 4 and 9): 6 random digits written to `sms_outbox` (the sandbox's
 * stand-in for an SMS gateway, read at GET /sandbox/sms-outbox in development mode), valid `expiredMinutes`, used
 * once. At most one request a second per number (spec section 9) and `hourlyLimit` an hour (configurable:
 * `ARENA_SMS_PER_NUMBER`), else 429 `TOO_MANY_REQUESTS`. Only a number's latest code of a purpose counts; the fifth
 * wrong guess burns it.
 *
 * Each code costs the operator money at the gateway, and anyone may ask without logging in, so before a code is sent
 * (`claimSmsBudgets`): the number must be of one of the brand's countries, never of a satellite or
 * international network (the "SMS pumping" fraud's favourite premium destinations); the caller's address has a budget
 * per 5 minutes (429 `too_many_requests`, the spec's "too many requests, retry after 5 minutes") and the platform one
 * per minute (503 `quota_exceeded`, "quota not sufficient, contact customer service"), both with `Retry-After`.
 *
 * Purposes: `login` (the no-login code of `/wps/verification/sms/noLogin`: SMS login, reset by phone, new-IP
 * verification) and `register` (`/wps/verification/sms/register`).
 */

import { randomInt, timingSafeEqual } from "node:crypto"
import { accountCodes, gatewayCodes } from "../../core/contract/ErrorCode.ts"
import { requestIntervalMs } from "../../core/model/SmsRequest.ts"
import { claimBudgets, quotaExceeded, tooManyRequests } from "../auth/budgets.ts"
import type { Budgets } from "../config.ts"
import type { Database } from "../db/Database.ts"
import { ApiError } from "../http/ApiError.ts"
import { countries } from "./countries.ts"
import { defaultDialingCode } from "./registration.ts"

/** What a code is for. */
export type SmsPurpose = "login" | "register"

/** Minutes a code stays valid (the answer's `expiredMinutes`). */
export const expiredMinutes = 5

/** Codes one number may be sent in an hour. */
export const hourlyLimit = 10

/** Wrong guesses that burn a code. */
export const maxAttempts = 5

/** What checking a code found. */
export type CodeCheck = "ok" | "wrong" | "expired" | "none"

const tooMany = (message: string) => new ApiError(429, gatewayCodes.tooManyRequests, message)

/**
 * Dialing codes of satellite and international networks (ITU-T E.164 "global services": 870 Inmarsat, 881 GMSS, 882
 * and 883 international networks, 888 OCHA, 979 premium rate, 991 ITPCS, 800 and 808 freephone): refused even if a
 * brand listed them.
 */
export const internationalNetworks: ReadonlyArray<string> = [
  "800",
  "808",
  "870",
  "881",
  "882",
  "883",
  "888",
  "979",
  "991",
]

/** Refuses (400 `phone_invalid_format`, spec section 8) a dialing code outside the brand's countries. */
export const checkSmsDestination = (dialingCode: string | undefined): void => {
  const code = dialingCode ?? defaultDialingCode
  if (internationalNetworks.some((n) => code.startsWith(n)) || !countries.some((c) => c.countryDialingCode === code))
    throw new ApiError(
      400,
      accountCodes.phoneInvalidFormat,
      `Invalid phone number format: +${code} is not a country we serve`,
    )
}

/** Claims one code of the address's budget and of the platform's, or throws their refusal. */
export const claimSmsBudgets = (db: Database, ip: string, budgets: Budgets, now: number): Promise<void> =>
  claimBudgets(
    db,
    [
      {
        subject: `sms:ip:${ip}`,
        limit: budgets.smsPerAddress,
        windowMs: 5 * 60_000,
        refusal: tooManyRequests("Too many verification codes asked from this address"),
      },
      {
        subject: "sms:platform",
        limit: budgets.smsPerMinute,
        windowMs: 60_000,
        refusal: quotaExceeded("No verification code can be sent right now"),
      },
    ],
    now,
  )

/** Sends (writes to the outbox) a new code; answers its validity in minutes. */
export const sendSmsCode = async (
  db: Database,
  sms: {
    readonly mobile: string
    readonly dialingCode: string | undefined
    readonly purpose: SmsPurpose
    /** Codes the number may be sent in an hour (`hourlyLimit` unless configured). */
    readonly perHour?: number
  },
  now: number,
): Promise<number> =>
  db.transaction(async (tx) => {
    if (db.engine === "postgres")
      await tx.query("select pg_advisory_xact_lock(hashtextextended($1, 0))", [`sms:${sms.mobile}`])
    const [recent] = await tx.query<{ last: Date | null; n: string }>(
      "select max(created_at) as last, count(*) as n from sms_outbox where mobile = $1 and created_at > $2",
      [sms.mobile, new Date(now - 60 * 60 * 1000)],
    )
    const last = recent?.last == null ? undefined : new Date(recent.last).getTime()
    if (last !== undefined && now - last < requestIntervalMs)
      throw tooMany("Too many requests: wait a second before asking for another code")
    const perHour = sms.perHour ?? hourlyLimit
    if (Number(recent?.n ?? 0) >= perHour)
      throw tooMany(`Too many requests: at most ${perHour} codes an hour per number, try again later`)
    const code = String(randomInt(1_000_000)).padStart(6, "0")
    await tx.query(
      `insert into sms_outbox (mobile, country_dialing_code, purpose, code, created_at, expires_at)
       values ($1, $2, $3, $4, $5, $6)`,
      [sms.mobile, sms.dialingCode ?? "", sms.purpose, code, new Date(now), new Date(now + expiredMinutes * 60_000)],
    )
    return expiredMinutes
  })

const same = (a: string, b: string) => {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

/**
 * Checks a code against the number's latest one of the purpose; spends it when right. The guess is claimed first
 * (one conditional UPDATE ... RETURNING adds it to the code's attempts while fewer than `maxAttempts` are counted), so
 * guesses sent together count one by one and at most `maxAttempts` of them are ever compared.
 */
export const consumeSmsCode = async (
  db: Database,
  sms: { readonly mobile: string; readonly purpose: SmsPurpose; readonly code: string },
  now: number,
): Promise<CodeCheck> => {
  const [claimed] = await db.query<{ id: string; code: string; attempts: number }>(
    `update sms_outbox set attempts = attempts + 1
      where id = (select id from sms_outbox where mobile = $1 and purpose = $2 order by created_at desc, id desc limit 1)
        and used_at is null and attempts < $3 and expires_at >= $4
      returning id, code, attempts`,
    [sms.mobile, sms.purpose, maxAttempts, new Date(now)],
  )
  if (claimed === undefined) {
    const [latest] = await db.query<{ expires_at: Date; used_at: Date | null; attempts: number }>(
      `select expires_at, used_at, attempts from sms_outbox where mobile = $1 and purpose = $2
        order by created_at desc, id desc limit 1`,
      [sms.mobile, sms.purpose],
    )
    if (latest === undefined || latest.used_at !== null || Number(latest.attempts) >= maxAttempts) return "none"
    return "expired"
  }
  if (!same(claimed.code, sms.code.trim())) {
    // The last allowed guess was wrong: the code is burnt.
    if (Number(claimed.attempts) >= maxAttempts)
      await db.query("update sms_outbox set used_at = $2 where id = $1 and used_at is null", [
        claimed.id,
        new Date(now),
      ])
    return "wrong"
  }
  const spent = await db.query("update sms_outbox set used_at = $2 where id = $1 and used_at is null returning id", [
    claimed.id,
    new Date(now),
  ])
  return spent.length === 1 ? "ok" : "none"
}

/** The refusal of a code that did not check out (spec section 8's messages). */
export const codeRefusal = (check: Exclude<CodeCheck, "ok">): ApiError =>
  check === "expired"
    ? new ApiError(
        400,
        accountCodes.verificationCodeExpired,
        "The verification code has expired, please send a new one",
      )
    : new ApiError(400, accountCodes.verificationCodeInvalid, "The verification code is incorrect")

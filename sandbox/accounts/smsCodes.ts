/**
 * SMS verification codes (spec sections 4 and 9): 6 random digits written to `sms_outbox` (the sandbox's
 * stand-in for an SMS gateway, read at GET /sandbox/sms-outbox in development mode), valid `expiredMinutes`, used
 * once. At most one request a second per number (spec section 9) and `hourlyLimit` an hour, else 429
 * `TOO_MANY_REQUESTS`. Only a number's latest code of a purpose counts; the fifth wrong guess burns it.
 *
 * Purposes: `login` (the no-login code of `/wps/verification/sms/noLogin`: SMS login, reset by phone, new-IP
 * verification) and `register` (`/wps/verification/sms/register`).
 */

import { randomInt, timingSafeEqual } from "node:crypto"
import { requestIntervalMs } from "../../core/model/SmsRequest.ts"
import type { Database } from "../db/Database.ts"
import { ApiError } from "../http/ApiError.ts"

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

const tooMany = (message: string) => new ApiError(429, "TOO_MANY_REQUESTS", message)

/** Sends (writes to the outbox) a new code; answers its validity in minutes. */
export const sendSmsCode = async (
  db: Database,
  sms: { readonly mobile: string; readonly dialingCode: string | undefined; readonly purpose: SmsPurpose },
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
    if (Number(recent?.n ?? 0) >= hourlyLimit)
      throw tooMany(`Too many requests: at most ${hourlyLimit} codes an hour per number, try again later`)
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

/** Checks a code against the number's latest one of the purpose; spends it when right. */
export const consumeSmsCode = async (
  db: Database,
  sms: { readonly mobile: string; readonly purpose: SmsPurpose; readonly code: string },
  now: number,
): Promise<CodeCheck> => {
  const [latest] = await db.query<{ id: string; code: string; expires_at: Date; used_at: Date | null }>(
    `select id, code, expires_at, used_at from sms_outbox
      where mobile = $1 and purpose = $2
      order by created_at desc, id desc limit 1`,
    [sms.mobile, sms.purpose],
  )
  if (latest === undefined || latest.used_at !== null) return "none"
  if (new Date(latest.expires_at).getTime() < now) return "expired"
  if (!same(latest.code, sms.code.trim())) {
    await db.query(
      `update sms_outbox set attempts = attempts + 1,
              used_at = case when attempts + 1 >= $2 then $3::timestamptz else used_at end
        where id = $1`,
      [latest.id, maxAttempts, new Date(now)],
    )
    return "wrong"
  }
  const spent = await db.query("update sms_outbox set used_at = $2 where id = $1 and used_at is null returning id", [
    latest.id,
    new Date(now),
  ])
  return spent.length === 1 ? "ok" : "none"
}

/** The refusal of a code that did not check out (spec section 8's messages). */
export const codeRefusal = (check: Exclude<CodeCheck, "ok">): ApiError =>
  check === "expired"
    ? new ApiError(400, "verification_code_expired", "The verification code has expired, please send a new one")
    : new ApiError(400, "verification_code_invalid", "The verification code is incorrect")

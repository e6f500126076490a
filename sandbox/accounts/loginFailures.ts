/**
 * Counters of attempts at a secret ("captcha after repeated failures", lockouts), one row per subject in
 * `login_failures`: an account (`account:<name>`), an address (`ip:<address>`), or a member's proofs (`verify:<id>`,
 * `password:<id>`). A counter forgets after `windowMs` without a new attempt.
 *
 * An attempt is CLAIMED before the secret is checked: one conditional INSERT ... ON CONFLICT DO UPDATE ... RETURNING
 * counts it, or refuses it when the subject already has `limit` attempts in the window. The expensive check (scrypt,
 * ~50 ms) runs only for a claimed attempt, so N guesses sent together count as N and at most `limit` of them are
 * ever checked; a success clears the counter, a failure leaves its claim counted.
 */
import type { Queryable } from "../db/Database.ts"
import { ApiError } from "../http/ApiError.ts"

/** Failures after which the login asks the image captcha. */
export const captchaAfter = 3

/** Failed logins of one account in the window after which the account is locked until the window ends. */
export const accountLockAfter = 10

/** Failed logins from one address in the window after which the address is locked until the window ends. */
export const addressLockAfter = 30

/** A counter resets after this long without an attempt; a lock lasts this long after the last counted attempt. */
export const windowMs = 30 * 60 * 1000

/** The subject of an account's login failures (names compare case-insensitively). */
export const accountSubject = (account: string) => `account:${account.trim().toLowerCase()}`

/** The subject of an address's login failures. */
export const addressSubject = (ip: string) => `ip:${ip}`

/** What claiming an attempt found: its number in the window (this one included), or the end of the lock. */
export type Claim = { readonly claimed: number } | { readonly lockedUntil: number }

/**
 * Claims one attempt against `subject`: counts it and answers its number, or, when `limit` attempts are already in
 * the window, counts nothing and answers when the lock ends.
 */
export const claimAttempt = async (db: Queryable, subject: string, limit: number, now: number): Promise<Claim> => {
  const stale = new Date(now - windowMs)
  const [row] = await db.query<{ failures: number }>(
    `insert into login_failures as f (subject, failures, last_at) values ($1, 1, $2)
     on conflict (subject) do update
       set failures = case when f.last_at > $3 then f.failures + 1 else 1 end, last_at = excluded.last_at
       where f.last_at <= $3 or f.failures < $4
     returning failures`,
    [subject, new Date(now), stale, limit],
  )
  if (row !== undefined) return { claimed: Number(row.failures) }
  const [lock] = await db.query<{ last_at: Date }>("select last_at from login_failures where subject = $1", [subject])
  return { lockedUntil: (lock === undefined ? now : new Date(lock.last_at).getTime()) + windowMs }
}

/** Forgets the attempts of the subjects (the secret was right). */
export const clearFailures = async (db: Queryable, subjects: ReadonlyArray<string>): Promise<void> => {
  await db.query("delete from login_failures where subject = any($1::text[])", [subjects])
}

/** The time a lock ends, as people read it (UTC, to the minute). */
export const lockEndText = (until: number): string =>
  `${new Date(until).toISOString().slice(0, 16).replace("T", " ")} UTC`

/** 429 refusal of a locked subject: what is locked, until when (also as `value.lockedUntil`, epoch ms). */
export const lockedRefusal = (errorCode: string, what: string, until: number): ApiError =>
  new ApiError(429, errorCode, `${what}: locked until ${lockEndText(until)}, please try again then`, {
    lockedUntil: until,
  })

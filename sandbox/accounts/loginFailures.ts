/**
 * Counters of failed attempts ("captcha after repeated failures"), one row per subject in `login_failures`:
 * an account (`account:<name>`), an address (`ip:<address>`), or a member's proofs (`verify:<id>`, `password:<id>`).
 * A counter forgets its failures after `windowMs` without a new one. The login asks the captcha once an account OR
 * the address reaches `captchaAfter` failures.
 */
import type { Queryable } from "../db/Database.ts"

/** Failures after which the login asks the image captcha. */
export const captchaAfter = 3

/** A counter resets after this long without a failure. */
export const windowMs = 30 * 60 * 1000

/** The subject of an account's login failures (names compare case-insensitively). */
export const accountSubject = (account: string) => `account:${account.trim().toLowerCase()}`

/** The subject of an address's login failures. */
export const addressSubject = (ip: string) => `ip:${ip}`

/** The highest live count among the subjects. */
export const failuresOf = async (db: Queryable, subjects: ReadonlyArray<string>, now: number): Promise<number> => {
  const rows = await db.query<{ failures: number }>(
    "select failures from login_failures where subject = any($1::text[]) and last_at > $2",
    [subjects, new Date(now - windowMs)],
  )
  return rows.reduce((max, r) => Math.max(max, Number(r.failures)), 0)
}

/** Counts one failure against each subject; answers the highest count after it. */
export const recordFailure = async (db: Queryable, subjects: ReadonlyArray<string>, now: number): Promise<number> => {
  let max = 0
  for (const subject of subjects) {
    const [row] = await db.query<{ failures: number }>(
      `insert into login_failures (subject, failures, last_at) values ($1, 1, $2)
       on conflict (subject) do update
         set failures = case when login_failures.last_at > $3 then login_failures.failures + 1 else 1 end,
             last_at = excluded.last_at
       returning failures`,
      [subject, new Date(now), new Date(now - windowMs)],
    )
    max = Math.max(max, Number(row?.failures ?? 0))
  }
  return max
}

/** Forgets the failures of the subjects (a successful login). */
export const clearFailures = async (db: Queryable, subjects: ReadonlyArray<string>): Promise<void> => {
  await db.query("delete from login_failures where subject = any($1::text[])", [subjects])
}

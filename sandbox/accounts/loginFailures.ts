/**
 * Counters of attempts at a secret ("captcha after repeated failures", lockouts), one row per subject in
 * `login_failures`: an account (`account:<name>`), an address (`ip:<address>`), a member's proofs (`verify:<id>`),
 * old passwords (`password:<id>`) or confirmation passwords (`payment:<id>`). Failures are forgotten `windowMs`
 * after the last one; `limit` failures in the window lock the subject until the window ends.
 *
 * An attempt is CLAIMED before its secret is checked, by one conditional upsert that counts it as pending and
 * refuses it when the live failures plus the attempts already being checked reach the cap. The expensive check
 * (scrypt, ~50 ms) runs only for a claimed attempt, so N guesses sent together count as N and never more than the
 * cap are checked; `settle` then turns the claim into a failure, or clears the failures on a success. An attempt
 * refused only because others are being checked waits for them (briefly) rather than failing: a burst of right
 * passwords (a double click on "withdraw") is checked a few at a time and each gets its real answer.
 */
import { type ErrorCode, gatewayCodes } from "../../core/contract/ErrorCode.ts"
import type { Queryable } from "../db/Database.ts"
import { ApiError } from "../http/ApiError.ts"

/** Failures after which the login asks the image captcha. */
export const captchaAfter = 3

/** Failed logins of one account in the window after which the account is locked until the window ends. */
export const accountLockAfter = 10

/** Failed logins from one address in the window after which the address is locked until the window ends. */
export const addressLockAfter = 30

/** Failures are forgotten this long after the last one; a lock lasts until then. */
export const windowMs = 30 * 60 * 1000

/** A pending claim older than this was abandoned (its process died mid-check). */
const abandonedMs = 60 * 1000

/** How long an attempt waits for the others being checked before it is refused as busy. */
const maxWaitMs = 10_000

/** The subject of an account's login failures (names compare case-insensitively). */
export const accountSubject = (account: string) => `account:${account.trim().toLowerCase()}`

/** The subject of an address's login failures. */
export const addressSubject = (ip: string) => `ip:${ip}`

/** A counter: its subject, the failures that lock it, and how long they are remembered (and the lock lasts). */
export interface Limit {
  readonly subject: string
  readonly limit: number
  readonly windowMs?: number
}

/**
 * What claiming found: the attempt is claimed (with the live failures before it), or the subject is locked until a
 * time, or (with a `gate`) it has `gate` failures and the attempt needs more than it brought (the captcha).
 */
export type Claim =
  | { readonly claimed: true; readonly failures: number }
  | { readonly lockedUntil: number }
  | { readonly gated: true }

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Claims one attempt against a counter. `gate`, when given, caps attempts at that many failures instead of the
 * limit (the login without a captcha).
 */
export const claimAttempt = async (db: Queryable, counter: Limit, now: number, gate?: number): Promise<Claim> => {
  const window = counter.windowMs ?? windowMs
  const cap = gate ?? counter.limit
  const started = Date.now()
  for (;;) {
    const at = now + (Date.now() - started)
    const [row] = await db.query<{ failures: number }>(
      `insert into login_failures as f (subject, failures, last_at, pending, pending_at) values ($1, 0, $2, 1, $2)
       on conflict (subject) do update
         set failures = case when f.last_at > $3 then f.failures else 0 end,
             pending = case when f.pending_at > $4 then f.pending + 1 else 1 end,
             pending_at = excluded.pending_at
         where (case when f.last_at > $3 then f.failures else 0 end)
             + (case when f.pending_at > $4 then f.pending else 0 end) < $5
       returning failures`,
      [counter.subject, new Date(at), new Date(at - window), new Date(at - abandonedMs), cap],
    )
    if (row !== undefined) return { claimed: true, failures: Number(row.failures) }
    const [state] = await db.query<{ failures: number; last_at: Date }>(
      "select case when last_at > $2 then failures else 0 end as failures, last_at from login_failures where subject = $1",
      [counter.subject, new Date(at - window)],
    )
    const failures = Number(state?.failures ?? 0)
    if (failures >= counter.limit) return { lockedUntil: new Date(state!.last_at).getTime() + window }
    if (gate !== undefined && failures >= gate) return { gated: true }
    if (Date.now() - started > maxWaitMs)
      throw new ApiError(429, gatewayCodes.tooManyRequests, "Too many attempts at once: please try again in a moment")
    await sleep(15 + Math.floor(Math.random() * 20))
  }
}

/**
 * Settles a claimed attempt: a failure is counted (answers the live failures after it); a success clears the
 * failures. `failed: undefined` only releases the claim (the attempt was refused before its secret was checked).
 */
export const settle = async (
  db: Queryable,
  subject: string,
  failed: boolean | undefined,
  now: number,
): Promise<number> => {
  const [row] = await db.query<{ failures: number }>(
    `update login_failures
        set pending = greatest(pending - 1, 0),
            failures = case when $2::boolean is null then failures when $2 then failures + 1 else 0 end,
            last_at = case when $2 then $3 else last_at end
      where subject = $1
      returning failures`,
    [subject, failed ?? null, new Date(now)],
  )
  return Number(row?.failures ?? 0)
}

/** Forgets the failures of the subjects (a proof of the member's phone). */
export const clearFailures = async (db: Queryable, subjects: ReadonlyArray<string>): Promise<void> => {
  await db.query("update login_failures set failures = 0 where subject = any($1::text[])", [subjects])
}

/** The time a lock ends, as people read it (UTC, to the minute). */
export const lockEndText = (until: number): string =>
  `${new Date(until).toISOString().slice(0, 16).replace("T", " ")} UTC`

/** 429 refusal of a locked subject: what is locked, until when (also as `value.lockedUntil`, epoch ms). */
export const lockedRefusal = (errorCode: ErrorCode, what: string, until: number): ApiError =>
  new ApiError(429, errorCode, `${what}: locked until ${lockEndText(until)}, please try again then`, {
    lockedUntil: until,
  })

/**
 * Runs `check` as one claimed attempt on `counter`: refuses with `locked` when the subject is locked, counts a
 * `false` as a failure and a `true` as a success, and releases the claim if `check` throws.
 */
export const attempt = async (
  db: Queryable,
  counter: Limit,
  now: number,
  locked: (until: number) => ApiError,
  check: () => Promise<boolean>,
): Promise<{ readonly ok: boolean; readonly failures: number }> => {
  const claim = await claimAttempt(db, counter, now)
  if ("lockedUntil" in claim) throw locked(claim.lockedUntil)
  if (!("claimed" in claim)) throw locked(now)
  let ok: boolean
  try {
    ok = await check()
  } catch (e) {
    await settle(db, counter.subject, undefined, now)
    throw e
  }
  return { ok, failures: await settle(db, counter.subject, !ok, now) }
}
